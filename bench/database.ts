import pg from 'pg'

/** A fresh database on the PostgreSQL server at `serverUrl`, dropped by `drop()`. */
export async function createDatabase(serverUrl: string) {
  const name = `agora_bench_${Date.now()}`
  await admin(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  }
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
