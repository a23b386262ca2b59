// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// An ERC-20 with 18 decimals that anyone may mint: a governance token for tests.
contract TestGovernanceToken is ERC20 {
    constructor() ERC20("Agora Governance", "AGR") {}

    function mint(address to, uint256 value) external {
        _mint(to, value);
    }
}

/// An ERC-721 collection that anyone may mint into: membership passes for tests.
contract TestPass is ERC721 {
    uint256 private nextId = 1;

    constructor() ERC721("Agora Pass", "PASS") {}

    function mint(address to) external returns (uint256 id) {
        id = nextId++;
        _mint(to, id);
    }
}
