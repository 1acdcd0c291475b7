import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../components/Button';
import { type OverlayControl, onDemandOverlay } from './on-demand-overlay';

type Props = { label: string };

/** The full component of these tests: a real react-aria dialog trigger, as the kit's own are. */
function Full({ label, isOpen, onOpenChange }: Props & OverlayControl) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button>{label}</Button>
      <Popover>
        <Dialog aria-label="Details">
          <a href="/more">More</a>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/**
 * An on-demand overlay whose code arrives only when the test says so (an explicit signal, not a timer). Each test
 * makes its own: the helper remembers loaded code per component.
 */
const withSignal = () => {
  let arrive: (component: ComponentType<Props & OverlayControl>) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let loads = 0;
  const Overlay = onDemandOverlay<Props>(
    () => {
      loads += 1;
      return new Promise((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      });
    },
    ({ label }) => <Button>{label}</Button>,
    'dialog',
  );
  return {
    Overlay,
    loads: () => loads,
    arrive: () => act(async () => arrive(Full)),
    fail: () => act(async () => fail(new Error('offline'))),
  };
};

describe('onDemandOverlay', () => {
  it('renders only the trigger on the server, and loads nothing there', () => {
    const { Overlay, loads } = withSignal();
    const html = renderToString(<Overlay label="Details" />);
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('Details');
    expect(loads()).toBe(0);
  });

  it('starts loading once the trigger is on screen, then swaps in the same markup without moving focus', async () => {
    const { Overlay, loads, arrive } = withSignal();
    const user = userEvent.setup();
    render(<Overlay label="Details" />);
    expect(loads()).toBe(1);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Details' });
    expect(trigger).toHaveFocus();
    const classes = trigger.className;

    await arrive();

    const swapped = screen.getByRole('button', { name: 'Details' });
    expect(swapped.className).toBe(classes);
    expect(swapped).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Details' })).toBeInTheDocument();
  });

  it('keeps a press made before the code came, opens then, and Escape returns focus to the trigger', async () => {
    const { Overlay, arrive } = withSignal();
    const user = userEvent.setup();
    render(<Overlay label="Details" />);
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await arrive();

    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Details' })).toHaveFocus();
  });

  it('keeps the trigger when the code fails to load, and a press tries again', async () => {
    const { Overlay, loads, fail, arrive } = withSignal();
    const user = userEvent.setup();
    render(<Overlay label="Details" />);
    await fail();
    expect(screen.getByRole('button', { name: 'Details' })).toBeInTheDocument();
    expect(loads()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(loads()).toBe(2);
    await arrive();

    expect(await screen.findByRole('dialog', { name: 'Details' })).toBeInTheDocument();
  });

  it('renders the full component at once where its code has already come', async () => {
    const { Overlay, arrive, loads } = withSignal();
    const first = render(<Overlay label="Details" />);
    await arrive();
    first.unmount();

    const user = userEvent.setup();
    render(<Overlay label="Again" />);
    expect(loads()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Again' }));
    expect(await screen.findByRole('dialog', { name: 'Details' })).toBeInTheDocument();
  });
});
