import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $modalToastHosts,
  $toasts,
  clearToasts,
  dismissToast,
  ERROR_TOAST_DURATION_MS,
  hostToastsInModal,
  showToast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
} from '../../src/features/toast/toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps one toast at a time, error toasts for 5 s, dismissed ones for 1,000,000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(ERROR_TOAST_DURATION_MS).toBe(5_000);
  });

  it('hides a success or info toast after 5 seconds too, like an error toast', () => {
    expect(TOAST_DURATION_MS).toBe(5_000);
    const id = showToast({ title: 'Message Sent', description: 'Thanks!' });
    expect($toasts.get()).toEqual([
      { id, title: 'Message Sent', description: 'Thanks!', variant: 'default', open: true },
    ]);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect($toasts.get()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect($toasts.get()[0]).toMatchObject({ id, open: false });
  });

  it('shows one toast at a time: a new one replaces the previous', () => {
    showToast({ title: 'First' });
    const second = showToast({ title: 'Second', variant: 'destructive' });
    expect($toasts.get()).toHaveLength(1);
    expect($toasts.get()[0]).toMatchObject({ id: second, title: 'Second' });
  });

  it('closes a dismissed toast and removes it from the list 1,000,000 ms later', () => {
    const id = showToast({ title: 'Hello' });
    dismissToast(id);
    expect($toasts.get()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('hides an error toast after 5 seconds, then removes it after the removal delay', () => {
    const id = showToast({ title: 'Error', description: 'Oops', variant: 'destructive' });
    vi.advanceTimersByTime(ERROR_TOAST_DURATION_MS - 1);
    expect($toasts.get()[0]).toMatchObject({ id, open: true });
    vi.advanceTimersByTime(1);
    expect($toasts.get()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect($toasts.get()).toEqual([]);
  });

  it('hides an error toast at once when it is closed, and only schedules its removal once', () => {
    const id = showToast({ title: 'Error', variant: 'destructive' });
    dismissToast(id);
    expect($toasts.get()[0]?.open).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
    dismissToast(id);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('stops the timers of a replaced toast, so they never touch its successor', () => {
    showToast({ title: 'Error', variant: 'destructive' });
    vi.advanceTimersByTime(ERROR_TOAST_DURATION_MS - 1);
    const next = showToast({ title: 'Saved' });
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([expect.objectContaining({ id: next, open: true })]);
  });

  it('dismisses every toast when no id is given, and ignores unknown ids', () => {
    showToast({ title: 'One' });
    dismissToast('no-such-toast');
    expect($toasts.get()[0]?.open).toBe(true);
    dismissToast();
    expect($toasts.get()[0]?.open).toBe(false);
  });

  it('leaves out a description it was not given', () => {
    showToast({ title: 'Only a title' });
    expect($toasts.get()[0]).not.toHaveProperty('description');
  });
});

describe('toasts inside a modal dialog', () => {
  it('counts the open modal hosts, and releases each one once', () => {
    const release = hostToastsInModal();
    const other = hostToastsInModal();
    expect($modalToastHosts.get()).toBe(2);
    release();
    release();
    expect($modalToastHosts.get()).toBe(1);
    other();
    expect($modalToastHosts.get()).toBe(0);
  });
});
