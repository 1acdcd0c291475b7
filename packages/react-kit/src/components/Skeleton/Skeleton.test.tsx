import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('takes the size of what is loading', () => {
    const { container } = render(<Skeleton width={320} height="12rem" />);
    const skeleton = container.firstChild as HTMLElement;
    expect(skeleton.style.width).toBe('320px');
    expect(skeleton.style.height).toBe('12rem');
  });

  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton shape="circle" width={48} height={48} />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws several text lines, the last shorter', () => {
    const { container } = render(<Skeleton shape="text" lines={3} />);
    const lines = container.querySelectorAll('[data-skeleton] > span');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toHaveStyle({ width: '60%' });
  });
});
