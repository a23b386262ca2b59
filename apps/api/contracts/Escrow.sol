// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title Agora marketplace escrow
/// @notice Holds a buyer's payment for one order until the buyer confirms delivery, the
/// release deadline passes, the seller refunds, or (after a dispute) the arbiter splits it.
/// Nobody else can move the money: there is no owner, no pause, no upgrade, no fee, and the
/// arbiter can only divide a disputed order between its own buyer and seller.
/// @dev An order id is keccak256 of the marketplace order's id as UTF-8 bytes. Each id can be
/// funded once, ever. A payout that cannot be pushed (a recipient contract that refuses ETH,
/// a token that refuses the transfer) is credited to the recipient to `withdraw` later, so
/// one party can never block the other's share.
contract Escrow is ReentrancyGuard {
    using SafeERC20 for IERC20;

    enum State {
        None,
        Funded,
        Disputed,
        Released,
        Refunded,
        Resolved
    }

    struct Deal {
        address buyer;
        address seller;
        address token;
        uint256 amount;
        uint64 releaseAfter;
        State state;
    }

    /// The marketplace takes nothing: what the buyer pays is what is shared out.
    uint16 public constant FEE_BPS = 0;
    uint16 public constant BPS = 10_000;

    /// Who decides disputes; set once at deployment.
    address public immutable arbiter;
    /// Seconds after funding from which anyone may release a deal that is not disputed.
    uint64 public immutable releaseDelay;

    mapping(bytes32 orderId => Deal) private _deals;
    /// Payouts that could not be pushed, per recipient and token (address(0) is ETH).
    mapping(address recipient => mapping(address token => uint256)) public credits;

    event Funded(
        bytes32 indexed orderId,
        address indexed buyer,
        address indexed seller,
        address token,
        uint256 amount,
        uint64 releaseAfter
    );
    event Released(bytes32 indexed orderId, address indexed by, address seller, uint256 amount);
    event Refunded(bytes32 indexed orderId, address indexed by, address buyer, uint256 amount);
    event Disputed(bytes32 indexed orderId, address indexed by);
    event Resolved(bytes32 indexed orderId, uint16 buyerBps, uint256 toBuyer, uint256 toSeller);
    event Credited(address indexed recipient, address indexed token, uint256 amount);
    event Withdrawn(address indexed recipient, address indexed token, uint256 amount);

    error AlreadyFunded(bytes32 orderId);
    error InvalidDeal();
    error WrongValue();
    error TokenShortfall(uint256 received);
    error WrongState(bytes32 orderId, State state);
    error NotAllowed();
    error DisputeWindowClosed();
    error InvalidSplit();
    error NothingToWithdraw();

    constructor(address arbiter_, uint64 releaseDelay_) {
        if (arbiter_ == address(0) || releaseDelay_ == 0) revert InvalidDeal();
        arbiter = arbiter_;
        releaseDelay = releaseDelay_;
    }

    /// @notice Pays `amount` of `token` (address(0): ETH, sent as the value) into escrow for
    /// `orderId`, for `seller`. ERC-20 tokens are taken by allowance: approve this contract first.
    function fund(bytes32 orderId, address seller, address token, uint256 amount)
        external
        payable
        nonReentrant
    {
        if (_deals[orderId].state != State.None) revert AlreadyFunded(orderId);
        if (seller == address(0) || seller == msg.sender || amount == 0) revert InvalidDeal();
        uint64 releaseAfter = uint64(block.timestamp) + releaseDelay;
        _deals[orderId] = Deal(msg.sender, seller, token, amount, releaseAfter, State.Funded);

        if (token == address(0)) {
            if (msg.value != amount) revert WrongValue();
        } else {
            if (msg.value != 0) revert WrongValue();
            // the escrow holds exactly what it records, or nothing (fee-on-transfer tokens are refused)
            uint256 before = IERC20(token).balanceOf(address(this));
            IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
            uint256 received = IERC20(token).balanceOf(address(this)) - before;
            if (received != amount) revert TokenShortfall(received);
        }
        emit Funded(orderId, msg.sender, seller, token, amount, releaseAfter);
    }

    /// @notice Pays the seller. The buyer may release at any time (also during a dispute);
    /// anyone may once the release deadline has passed without a dispute.
    function release(bytes32 orderId) external nonReentrant {
        Deal storage deal = _deals[orderId];
        bool byBuyer = msg.sender == deal.buyer;
        if (deal.state == State.Funded) {
            if (!byBuyer && block.timestamp < deal.releaseAfter) revert NotAllowed();
        } else if (deal.state == State.Disputed) {
            if (!byBuyer) revert NotAllowed();
        } else {
            revert WrongState(orderId, deal.state);
        }
        deal.state = State.Released;
        emit Released(orderId, msg.sender, deal.seller, deal.amount);
        _pay(deal.token, deal.seller, deal.amount);
    }

    /// @notice The seller gives the buyer all of their money back, at any time before release.
    function refund(bytes32 orderId) external nonReentrant {
        Deal storage deal = _deals[orderId];
        if (deal.state != State.Funded && deal.state != State.Disputed) {
            revert WrongState(orderId, deal.state);
        }
        if (msg.sender != deal.seller) revert NotAllowed();
        deal.state = State.Refunded;
        emit Refunded(orderId, msg.sender, deal.buyer, deal.amount);
        _pay(deal.token, deal.buyer, deal.amount);
    }

    /// @notice The buyer or the seller stops the deadline and asks the arbiter to decide.
    /// Possible until the release deadline: after it, the seller's payment is due.
    function dispute(bytes32 orderId) external {
        Deal storage deal = _deals[orderId];
        if (deal.state != State.Funded) revert WrongState(orderId, deal.state);
        if (msg.sender != deal.buyer && msg.sender != deal.seller) revert NotAllowed();
        if (block.timestamp >= deal.releaseAfter) revert DisputeWindowClosed();
        deal.state = State.Disputed;
        emit Disputed(orderId, msg.sender);
    }

    /// @notice The arbiter divides a disputed deal: `buyerBps` of 10,000 goes back to the
    /// buyer, the rest to the seller.
    function resolve(bytes32 orderId, uint16 buyerBps) external nonReentrant {
        if (msg.sender != arbiter) revert NotAllowed();
        Deal storage deal = _deals[orderId];
        if (deal.state != State.Disputed) revert WrongState(orderId, deal.state);
        if (buyerBps > BPS) revert InvalidSplit();
        deal.state = State.Resolved;
        uint256 toBuyer = (deal.amount * buyerBps) / BPS;
        uint256 toSeller = deal.amount - toBuyer;
        emit Resolved(orderId, buyerBps, toBuyer, toSeller);
        if (toBuyer > 0) _pay(deal.token, deal.buyer, toBuyer);
        if (toSeller > 0) _pay(deal.token, deal.seller, toSeller);
    }

    /// @notice Collects payouts that could not be pushed to the caller.
    function withdraw(address token) external nonReentrant {
        uint256 amount = credits[msg.sender][token];
        if (amount == 0) revert NothingToWithdraw();
        credits[msg.sender][token] = 0;
        emit Withdrawn(msg.sender, token, amount);
        if (token == address(0)) {
            (bool sent,) = payable(msg.sender).call{value: amount}("");
            if (!sent) revert NotAllowed();
        } else {
            IERC20(token).safeTransfer(msg.sender, amount);
        }
    }

    function deals(bytes32 orderId) external view returns (Deal memory) {
        return _deals[orderId];
    }

    function _pay(address token, address to, uint256 amount) private {
        bool sent;
        if (token == address(0)) {
            (sent,) = payable(to).call{value: amount}("");
        } else {
            sent = IERC20(token).trySafeTransfer(to, amount);
        }
        if (!sent) {
            credits[to][token] += amount;
            emit Credited(to, token, amount);
        }
    }
}
