import './choice-groups.css'
import { chevronDown, chevronForward } from 'ionicons/icons'
import { useEffect, useId, useRef, useState } from 'react'
import { checkStateOf, type TreeNode, toggleTreeNode } from './tree-selection.ts'

type Props = {
  legend: string
  tree: readonly TreeNode[]
  selected: readonly number[]
  onChange: (selected: number[]) => void
}

/** A tree of real checkboxes in nested lists; branches open and close with a labelled button. */
export function TreeSelect({ legend, tree, selected, onChange }: Props) {
  return (
    <fieldset className="filter-group tree-select">
      <legend>{legend}</legend>
      <TreeLevel
        nodes={tree}
        tree={tree}
        selected={selected}
        onToggle={(id) => onChange(toggleTreeNode(tree, selected, id))}
      />
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
    <ul className="tree-select__level">
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
  const id = useId()
  const box = useRef<HTMLInputElement>(null)
  const state = checkStateOf(tree, selected, node.id)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'mixed'
  }, [state])
  return (
    <li>
      <div className="tree-select__row">
        {node.children.length > 0 ? (
          <button
            type="button"
            className="tree-select__toggle"
            aria-expanded={open}
            aria-controls={`${id}-children`}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${node.name}`}
            onClick={() => setOpen(!open)}
          >
            <img src={open ? chevronDown : chevronForward} alt="" width="16" height="16" />
          </button>
        ) : (
          <span className="tree-select__spacer" />
        )}
        <input
          ref={box}
          id={id}
          type="checkbox"
          checked={state === 'checked'}
          aria-checked={state === 'mixed' ? 'mixed' : state === 'checked'}
          onChange={() => onToggle(node.id)}
        />
        <label htmlFor={id}>{node.name}</label>
      </div>
      {node.children.length > 0 && (
        <div id={`${id}-children`} hidden={!open}>
          <TreeLevel nodes={node.children} tree={tree} selected={selected} onToggle={onToggle} />
        </div>
      )}
    </li>
  )
}
