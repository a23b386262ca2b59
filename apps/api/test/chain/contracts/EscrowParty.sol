// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IEscrow {
    function fund(bytes32 orderId, address seller, address token, uint256 amount) external payable;
    function release(bytes32 orderId) external;
    function withdraw(address token) external;
}

/// A contract buyer or seller of escrow deals that, on receiving ETH, accepts it, refuses it, or
/// tries to reenter the escrow to release another deal it bought (recording why it was refused).
contract EscrowParty {
    enum Mode {
        Accept,
        Refuse,
        Reenter
    }

    IEscrow public immutable escrow;
    Mode public mode;
    bytes32 public reentryOrderId;
    /// The revert data of the reentrant call, if it was refused.
    bytes public reentryRefusal;
    bool public reentered;

    constructor(IEscrow escrow_) {
        escrow = escrow_;
    }

    function setMode(Mode mode_, bytes32 reentryOrderId_) external {
        mode = mode_;
        reentryOrderId = reentryOrderId_;
    }

    function fund(bytes32 orderId, address seller) external payable {
        escrow.fund{value: msg.value}(orderId, seller, address(0), msg.value);
    }

    function withdraw() external {
        escrow.withdraw(address(0));
    }

    receive() external payable {
        if (mode == Mode.Refuse) revert("refusing ETH");
        if (mode == Mode.Reenter) {
            try escrow.release(reentryOrderId) {
                reentered = true;
            } catch (bytes memory reason) {
                reentryRefusal = reason;
            }
        }
    }
}
