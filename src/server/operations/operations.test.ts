import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

describe('metrics and readiness', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('serves Prometheus metrics to loopback, by route pattern, with pool, outbox and jobs', async () => {
    expect((await t.app.request('/api/v1/vendors/1')).status).toBeLessThan(500)
    expect((await t.app.request('/api/v1/vendors/987654')).status).toBe(404)
    const res = await t.app.request('/metrics', {}, from('127.0.0.1'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
    const text = await res.text()
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/v1\/vendors\/:id",status="404"\} 1/,
    )
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v1/vendors/:id"}',
    )
    expect(text).not.toContain('987654')
    expect(text).toMatch(/db_pool_max_connections \d+/)
    expect(text).toContain('# TYPE outbox_messages gauge')
    expect(text).toContain('# TYPE job_runs_total counter')
    expect((await t.app.request('/metrics', {}, from('::1'))).status).toBe(200)
    expect((await t.app.request('/metrics', {}, from('::ffff:127.0.0.1'))).status).toBe(200)
  })

  it('hides the metrics from any other address, whatever X-Forwarded-For says', async () => {
    expect((await t.app.request('/metrics', {}, from('10.1.2.3'))).status).toBe(404)
    const forged = { headers: { 'X-Forwarded-For': '127.0.0.1' } }
    expect((await t.app.request('/metrics', forged, from('203.0.113.9'))).status).toBe(404)
    expect((await t.app.request('/metrics')).status).toBe(404)
  })

  it('reads METRICS_ALLOW as addresses and CIDR ranges, refusing anything else', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      METRICS_ALLOW: '10.0.0.0/8, 2001:db8::/32,192.0.2.7',
    })
    expect(config.metricsAllow.check('10.200.1.1', 'ipv4')).toBe(true)
    expect(config.metricsAllow.check('192.0.2.7', 'ipv4')).toBe(true)
    expect(config.metricsAllow.check('127.0.0.1', 'ipv4')).toBe(false)
    expect(config.metricsAllow.check('2001:db8::5', 'ipv6')).toBe(true)
    for (const bad of ['10.0.0.0/33', 'localhost', '10.0.0.1/8/1', '1.2.3']) {
      expect(() => loadConfig({ NODE_ENV: 'test', METRICS_ALLOW: bad })).toThrow(/METRICS_ALLOW/)
    }
  })

  it('is alive but not ready while migrating, and refuses the API with a 503 to retry', async () => {
    expect(await (await t.app.request('/api/v1/ready')).json()).toEqual({ status: 'ready' })
    t.readiness.state = 'migrating'
    try {
      const ready = await t.app.request('/api/v1/ready')
      expect(ready.status).toBe(503)
      expect(await ready.json()).toEqual({ status: 'migrating' })
      expect((await t.app.request('/api/v1/health')).status).toBe(200)
      const api = await t.app.request('/api/v1/vendors/1')
      expect(api.status).toBe(503)
      expect(api.headers.get('retry-after')).toBe('2')
      expect(await api.json()).toEqual({ errors: ['The server is starting, please retry'] })
    } finally {
      t.readiness.state = 'ready'
    }
  })

  it('stops being ready while draining, still answering the requests it gets', async () => {
    t.readiness.state = 'draining'
    try {
      expect((await t.app.request('/api/v1/ready')).status).toBe(503)
      expect((await t.app.request('/api/v1/vendors/987654')).status).toBe(404)
    } finally {
      t.readiness.state = 'ready'
    }
  })
})
