import { type ChildProcess, spawn } from 'node:child_process'

/**
 * `npm run dev`: the API in development mode on port 3001 (restarted on change) and Vite with hot
 * reload, which proxies /api, /uploads and the development inbox (/dev/mail) to it.
 */
const API_PORT = '3001'
const VITE_URL = 'http://localhost:5173'

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: API_PORT, PUBLIC_URL: VITE_URL },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
]

function stop() {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', stop)
