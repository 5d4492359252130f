import { funnelMatrix } from './filter-values.ts'
import type { TacticFilterGroup } from './get-tactic.ts'
import { FUNNEL_MATRIX_TEXT, NO_VALUE } from './tactic-messages.ts'

const TITLE_ID = 'funnel-matrix-title'

/** A star where the tactic serves both the funnel stage and the path-to-purchase stage. */
export function FunnelMatrixTable({ groups }: { groups: TacticFilterGroup[] }) {
  const matrix = funnelMatrix(groups)
  if (!matrix) return null
  const pairs = matrix.funnel.flatMap((row, r) =>
    matrix.stages.flatMap((stage, c) =>
      matrix.starred[r]?.[c] ? [FUNNEL_MATRIX_TEXT.pair(row.name, stage.name)] : [],
    ),
  )
  return (
    <div className="funnel-matrix-block">
      <h3 id={TITLE_ID} className="funnel-matrix-block__title">
        {FUNNEL_MATRIX_TEXT.title}
      </h3>
      {/* Under 768 px only the starred cells, as a list; the whole grid would be ~1,800 px tall. */}
      {pairs.length > 0 ? (
        <ul className="funnel-pairs" aria-labelledby={TITLE_ID}>
          {pairs.map((pair) => (
            <li key={pair}>
              <span aria-hidden="true" className="star">
                ★
              </span>{' '}
              {pair}
            </li>
          ))}
        </ul>
      ) : (
        <p className="funnel-pairs">{NO_VALUE}</p>
      )}
      {/* From 768 px a table that may scroll, focusable so a keyboard can scroll it (axe
          scrollable-region-focusable). */}
      <section
        className="matrix-scroll"
        aria-labelledby={TITLE_ID}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
        tabIndex={0}
      >
        <table className="funnel-matrix" aria-labelledby={TITLE_ID}>
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
                  <td key={stage.id}>
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
    </div>
  )
}
