import { funnelMatrix } from './filter-values.ts'
import type { TacticFilterGroup } from './get-tactic.ts'

const TITLE = 'Brand Funnel × Path-to-Purchase'

/** A star where the tactic serves both the funnel stage and the path-to-purchase stage. */
export function FunnelMatrixTable({ groups }: { groups: TacticFilterGroup[] }) {
  const matrix = funnelMatrix(groups)
  if (!matrix) return null
  return (
    // Under 768 px each funnel stage stacks as a card of its path-to-purchase stages (tactics.css);
    // wider, a table that may scroll, focusable so a keyboard can scroll it (axe
    // scrollable-region-focusable).
    <section
      className="matrix-scroll"
      aria-labelledby="funnel-matrix-caption"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
      tabIndex={0}
    >
      <table className="funnel-matrix">
        <caption id="funnel-matrix-caption">{TITLE}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Brand Funnel stage</span>
            </th>
            {matrix.stages.map((stage) => (
              <th scope="col" key={stage.id}>
                {stage.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.funnel.map((row, r) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              {matrix.stages.map((stage, c) => (
                <td key={stage.id} data-stage={stage.name}>
                  {matrix.starred[r]?.[c] ? (
                    <>
                      <span aria-hidden="true" className="star">
                        ★
                      </span>
                      <span className="visually-hidden">Yes</span>
                    </>
                  ) : (
                    <span className="visually-hidden">No</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
