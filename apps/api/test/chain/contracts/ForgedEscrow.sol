// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Emits the escrow's events without holding anything: what a forger would deploy.
contract ForgedEscrow {
    event Funded(
        bytes32 indexed orderId,
        address indexed buyer,
        address indexed seller,
        address token,
        uint256 amount,
        uint64 releaseAfter
    );
    event Released(bytes32 indexed orderId, address indexed by, address seller, uint256 amount);

    function fund(bytes32 orderId, address seller, address token, uint256 amount) external {
        emit Funded(orderId, msg.sender, seller, token, amount, uint64(block.timestamp));
    }

    function release(bytes32 orderId, address seller, uint256 amount) external {
        emit Released(orderId, msg.sender, seller, amount);
    }
}
