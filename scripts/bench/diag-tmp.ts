import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { writeFileSync } from 'node:fs'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'
const url = process.argv[2] as string
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS })
const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' })
chrome.kill()
const lhr = result!.lhr
writeFileSync('/tmp/diag/lhr.json', JSON.stringify(lhr))
const a = lhr.audits
console.log('score', lhr.categories.performance!.score)
for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index']) console.log(id, a[id]?.displayValue)
console.log('LCP element', JSON.stringify((a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet))
console.log('LCP phases', JSON.stringify((a['largest-contentful-paint-element']?.details as any)?.items?.[1]?.items))
console.log('long tasks', JSON.stringify((a['long-tasks']?.details as any)?.items?.slice(0,8).map((t:any)=>[t.url?.slice(-40),Math.round(t.startTime),Math.round(t.duration)])))
const reqs = (a['network-requests']?.details as any)?.items ?? []
console.log('requests', reqs.length, 'transfer', reqs.reduce((s:number,r:any)=>s+r.transferSize,0))
console.log(reqs.filter((r:any)=>r.transferSize>5000).map((r:any)=>`${r.url.slice(-50)} ${r.transferSize} ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)}`).join('\n'))
const shifts = (a['layout-shifts']?.details as any)?.items
console.log('shifts', JSON.stringify(shifts?.map((s:any)=>[s.node?.snippet?.slice(0,100), s.score])))
const trace = (result as any).artifacts.Trace.traceEvents as any[]
const evals = trace.filter((e) => e.ph === 'X' && e.dur > 50000 && e.name === 'RunTask')
for (const t of evals) {
  const inside = trace.filter((e) => e.ts >= t.ts && e.ts <= t.ts + t.dur && e.tid === t.tid && e.ph === 'X' && e.dur > 5000 && e.name !== 'RunTask')
  console.log('TASK', Math.round(t.dur / 1000), inside.slice(0, 12).map((e) => `${e.name}:${Math.round(e.dur / 1000)}:${JSON.stringify(e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.data?.stackTrace?.[0]?.url ?? '').slice(-60)}`).join(' | '))
}
