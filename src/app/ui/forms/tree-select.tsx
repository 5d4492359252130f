import './choice-groups.css'
import './forms.css'
import { chevronDown, chevronForward } from 'ionicons/icons'
import { useState } from 'react'
import { RoundIconButton } from '../round-icon-button.tsx'
import { CheckRow } from './check-row.tsx'
import { checkStateOf, type TreeNode, toggleTreeNode } from './tree-selection.ts'

type Props = {
  legend: string
  tree: readonly TreeNode[]
  selected: readonly number[]
  onChange: (selected: number[]) => void
  /** A choice above the tree that stands for all of it ("All Countries"): while on, no tree. */
  whole?: { label: string; on: boolean; onChange: (on: boolean) => void }
}

/** A tree of checkboxes in nested lists; branches open and close with a labelled button. */
export function TreeSelect({ legend, tree, selected, onChange, whole }: Props) {
  return (
    <fieldset className="filter-group tree-select">
      <legend>{legend}</legend>
      {whole && (
        <CheckRow checked={whole.on} onChange={whole.onChange}>
          {whole.label}
        </CheckRow>
      )}
      {!whole?.on && (
        <TreeLevel
          nodes={tree}
          tree={tree}
          selected={selected}
          onToggle={(id) => onChange(toggleTreeNode(tree, selected, id))}
        />
      )}
    </fieldset>
  )
}

type LevelProps = {
  nodes: readonly TreeNode[]
  tree: readonly TreeNode[]
  selected: readonly number[]
  onToggle: (id: number) => void
}

function TreeLevel({ nodes, ...rest }: LevelProps) {
  return (
    <ul className="tree-select__level plain-list">
      {nodes.map((node) => (
        <TreeItem key={node.id} node={node} {...rest} />
      ))}
    </ul>
  )
}

function TreeItem({
  node,
  tree,
  selected,
  onToggle,
}: Omit<LevelProps, 'nodes'> & { node: TreeNode }) {
  const state = checkStateOf(tree, selected, node.id)
  const [open, setOpen] = useState(false)
  return (
    <li>
      <div className="tree-select__row">
        {node.children.length > 0 ? (
          // No aria-controls: from Ionic's button it would point across its shadow root.
          <RoundIconButton
            icon={open ? chevronDown : chevronForward}
            className="tree-select__toggle"
            label={`${open ? 'Collapse' : 'Expand'} ${node.name}`}
            expanded={open}
            onClick={() => setOpen(!open)}
          />
        ) : (
          <span className="tree-select__spacer" />
        )}
        <CheckRow
          checked={state === 'checked'}
          indeterminate={state === 'mixed'}
          onChange={() => onToggle(node.id)}
        >
          {node.name}
        </CheckRow>
      </div>
      {node.children.length > 0 && (
        <div hidden={!open}>
          <TreeLevel nodes={node.children} tree={tree} selected={selected} onToggle={onToggle} />
        </div>
      )}
    </li>
  )
}
