import { errorMessage } from '../../lib/errorMessage.ts'
import { useFieldVitals, useServerHealth } from './data.ts'

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)} %`)
const NUMBER = new Intl.NumberFormat('en')

/** For admins: this server instance's figures since it started, and field vitals per route. */
export function ServerHealthPanel() {
  const server = useServerHealth()
  const vitals = useFieldVitals()
  const health = server.data
  return (
    <div className="app-health__server">
      <h3 className="app-health__heading">Server</h3>
      {server.isError && <p role="alert">{errorMessage(server.error)}</p>}
      {health && (
        <dl className="app-health__signals" aria-label="Server figures">
          <div>
            <dt>Requests</dt>
            <dd>{NUMBER.format(health.requests)}</dd>
          </div>
          <div>
            <dt>Server errors</dt>
            <dd>{NUMBER.format(health.serverErrors)}</dd>
          </div>
          <div>
            <dt>Mean latency</dt>
            <dd>{health.meanLatencyMs === null ? '—' : `${health.meanLatencyMs.toFixed(1)} ms`}</dd>
          </div>
          <div>
            <dt>Server cache hit rate</dt>
            <dd>{percent(health.cacheHitRate)}</dd>
          </div>
          <div>
            <dt>Live sockets</dt>
            <dd>{health.liveSockets}</dd>
          </div>
          <div>
            <dt>Rate-limited</dt>
            <dd>{NUMBER.format(health.rateLimited)}</dd>
          </div>
          <div>
            <dt>Chain calls (failed)</dt>
            <dd>
              {NUMBER.format(health.chainCalls)} ({NUMBER.format(health.chainFailures)})
            </dd>
          </div>
          <div>
            <dt>Replayed writes</dt>
            <dd>{NUMBER.format(health.idempotentReplays)}</dd>
          </div>
        </dl>
      )}
      <h3 className="app-health__heading">Field vitals (p75, last 7 days)</h3>
      {vitals.isError && <p role="alert">{errorMessage(vitals.error)}</p>}
      {vitals.data?.length === 0 && <p className="section-lead">No reports yet.</p>}
      {vitals.data && vitals.data.length > 0 && (
        <table className="storage-table" aria-label="Field vitals per route">
          <thead>
            <tr>
              <th scope="col">Route</th>
              <th scope="col">Metric</th>
              <th scope="col">p75</th>
              <th scope="col">Reports</th>
            </tr>
          </thead>
          <tbody>
            {vitals.data.map((vital) => (
              <tr key={`${vital.route} ${vital.name}`}>
                <th scope="row">{vital.route}</th>
                <td>{vital.name}</td>
                <td>
                  {vital.name === 'CLS' ? vital.p75.toFixed(3) : `${Math.round(vital.p75)} ms`}
                </td>
                <td>{vital.samples}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
