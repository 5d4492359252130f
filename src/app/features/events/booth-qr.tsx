import { useMemo } from 'react'
import { encode } from 'uqr'

/** Four modules of white around the code, as QR readers expect. */
const QUIET_ZONE = 4

/** One path of the dark modules, a rectangle per run of them in a row. */
function darkModules(rows: readonly boolean[][]): string {
  const runs: string[] = []
  rows.forEach((row, y) => {
    let start = -1
    row.forEach((dark, x) => {
      if (dark && start < 0) start = x
      if ((!dark || x === row.length - 1) && start >= 0) {
        const end = dark ? x + 1 : x
        runs.push(`M${start} ${y}h${end - start}v1h${start - end}z`)
        start = -1
      }
    })
  })
  return runs.join('')
}

type Props = { text: string; label: string; className?: string }

/** A QR code of `text`, drawn on the device as SVG (no outside service), sized by its box. */
export function BoothQr({ text, label, className }: Props) {
  const code = useMemo(() => encode(text, { ecc: 'M', border: QUIET_ZONE }), [text])
  return (
    <svg
      className={className}
      viewBox={`0 0 ${code.size} ${code.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <title>{label}</title>
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={darkModules(code.data)} fill="#000" />
    </svg>
  )
}
