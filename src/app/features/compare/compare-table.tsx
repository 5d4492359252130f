import { Link } from '@tanstack/react-router'
import { closeOutline } from 'ionicons/icons'
import type { ComparedTactic } from '#domain/compare.ts'
import { RoundIconButton } from '../../ui/round-icon-button.tsx'
import { VendorLogo } from '../../ui/vendor-logo.tsx'
import { cellText, type ShownRow } from './compare-rows.ts'
import { COMPARE_TEXT } from './compare-texts.ts'
import type { CompareColumn } from './offline-comparison.ts'

type Props = {
  columns: readonly CompareColumn[]
  rows: ShownRow[]
  /** Given while more than 2 remain: a column can be taken out. */
  onRemove?: (id: number) => void
}

/**
 * The tactics side by side (§2): a column per tactic, a row per attribute. The row labels stay
 * in view (a sticky first column) while the columns scroll sideways inside the table's frame,
 * never the page; a row whose values differ says so in words, not by colour alone. Offline, a
 * tactic the device holds no page of keeps its column, which says how to have it next time.
 */
export function CompareTable({ columns, rows, onRemove }: Props) {
  return (
    // A scrolling region a keyboard can reach, named for a screen reader.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling frame must be reachable by keyboard
    <section className="compare-frame" aria-label={COMPARE_TEXT.table} tabIndex={0}>
      <table className="compare-table">
        <caption className="visually-hidden">{COMPARE_TEXT.table}</caption>
        <thead>
          <tr>
            <th scope="col" className="compare-table__corner">
              <span className="visually-hidden">{COMPARE_TEXT.attribute}</span>
            </th>
            {columns.map(({ tacticId, tactic }) => (
              <th key={tacticId} scope="col" className="compare-table__tactic">
                {tactic ? (
                  <TacticHead tactic={tactic} onRemove={onRemove} />
                ) : (
                  <MissingHead tacticId={tacticId} onRemove={onRemove} />
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={row.key}
              className={row.differs ? 'compare-row compare-row--differs' : 'compare-row'}
            >
              <th scope="row">
                {row.label}
                {row.differs && (
                  <span className="compare-row__differs">{COMPARE_TEXT.differs}</span>
                )}
              </th>
              {columns.map(({ tacticId, tactic }) =>
                tactic ? (
                  <td
                    key={tacticId}
                    className={row.key === 'description' ? 'compare-table__long' : undefined}
                  >
                    {cellText(tactic, row.key)}
                  </td>
                ) : (
                  index === 0 && (
                    <td key={tacticId} rowSpan={rows.length} className="compare-table__missing">
                      {COMPARE_TEXT.openOnceOnline}
                    </td>
                  )
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function TacticHead({
  tactic,
  onRemove,
}: {
  tactic: ComparedTactic
  onRemove?: Props['onRemove']
}) {
  return (
    <>
      <div className="compare-head">
        <VendorLogo
          logo={tactic.vendor.logo_url}
          name={tactic.vendor.name}
          size="small"
          decorative
        />
        {onRemove && (
          <RoundIconButton
            className="compare-head__remove"
            icon={closeOutline}
            label={COMPARE_TEXT.remove(tactic.tactic_name)}
            onClick={() => onRemove(tactic.tactic_id)}
          />
        )}
      </div>
      <span className="compare-head__vendor">{tactic.vendor.name}</span>
      <Link
        to="/company/$vendorId/tactics/$tacticId"
        params={{ vendorId: tactic.vendor.id, tacticId: tactic.tactic_id }}
        className="compare-head__name"
      >
        {tactic.tactic_name}
      </Link>
    </>
  )
}

function MissingHead({ tacticId, onRemove }: { tacticId: number; onRemove?: Props['onRemove'] }) {
  return (
    <>
      {onRemove && (
        <div className="compare-head compare-head--missing">
          <RoundIconButton
            className="compare-head__remove"
            icon={closeOutline}
            label={COMPARE_TEXT.remove(COMPARE_TEXT.thisTactic)}
            onClick={() => onRemove(tacticId)}
          />
        </div>
      )}
      <span className="compare-head__name compare-head__name--missing">
        {COMPARE_TEXT.notOnDevice}
      </span>
    </>
  )
}
