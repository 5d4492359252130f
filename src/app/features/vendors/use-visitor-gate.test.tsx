// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeDialog, closeVisitorGate, dialogStore, openDialog } from '../../ui/dialog-store.ts'
import { useVisitorGate } from './use-visitor-gate.ts'

const openDialogName = () => dialogStore.snapshot().open

describe('useVisitorGate', () => {
  afterEach(() => {
    act(closeVisitorGate)
    vi.useRealTimers()
  })

  it('asks a visitor shown hidden data to register, and closes the dialog when the page goes', () => {
    const page = renderHook(() => useVisitorGate(false))
    expect(dialogStore.snapshot()).toEqual({ open: 'register', visitorGate: true })
    // A session that ends on the page leads to the landing page (docs/offline.md "Session end").
    page.unmount()
    expect(openDialogName()).toBeNull()
  })

  it('closes the gated login the visitor moved to from the register dialog, or was moving to', () => {
    vi.useFakeTimers()
    const page = renderHook(() => useVisitorGate(false))
    act(() => openDialog('login'))
    act(() => vi.runAllTimers())
    expect(dialogStore.snapshot()).toEqual({ open: 'login', visitorGate: true })
    act(() => openDialog('register'))
    page.unmount()
    act(() => vi.runAllTimers())
    expect(openDialogName()).toBeNull()
  })

  it('leaves a signed-in user’s page and any dialog they opened alone', () => {
    const page = renderHook(() => useVisitorGate(true))
    expect(openDialogName()).toBeNull()
    act(() => openDialog('logout'))
    page.unmount()
    expect(openDialogName()).toBe('logout')
    act(() => closeDialog('logout'))
  })
})
