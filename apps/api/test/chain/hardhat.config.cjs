// A plain local chain for tests: chain id 31337 with Hardhat's well-known funded accounts.
// A transaction that reverts is mined and reported by its receipt, as on a real chain.
module.exports = {
  networks: {
    hardhat: { chainId: 31337, throwOnTransactionFailures: false, throwOnCallFailures: false },
  },
}
