// npm scripts run on the Node 24 LTS that `npm install` puts in node_modules/.bin (the
// node-linux-* packages); npm puts that folder first on PATH. Say which one runs, and stop
// early on an end-of-life runtime instead of failing later in a dependency.
const major = Number(process.versions.node.split('.')[0])

console.log(`node ${process.version} (${process.execPath})`)
if (major < 24) {
  console.error(
    `Agora needs Node.js 24 or newer; this is ${process.version}. On Linux x64/arm64, ` +
      '`npm install` provides it in node_modules/.bin; elsewhere install Node 24 LTS.',
  )
  process.exit(1)
}
