// A plain local chain for tests: chain id 31337 with Hardhat's well-known funded accounts.
module.exports = { networks: { hardhat: { chainId: 31337 } } }
