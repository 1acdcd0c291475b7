import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DonationGoalCard } from './DonationGoalCard';
import { aDonationGoal, DONATION_RULE_MESSAGE, donationInput } from './DonationGoalCard.fixtures';

const field = () => screen.getByRole('textbox', { name: 'Buzz to donate' });
const donate = () => screen.getByRole('button', { name: 'Donate' });

describe('DonationGoalCard', () => {
  it('shows the goal title and progress as a meter', () => {
    render(<DonationGoalCard {...donationInput} goal={aDonationGoal()} onDonate={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Support this model' })).toBeInTheDocument();
    const meter = screen.getByRole('meter', { name: 'Support this model' });
    expect(meter).toHaveAttribute('aria-valuenow', '3250');
    expect(meter).toHaveAttribute('aria-valuemax', '10000');
    expect(screen.getByText('32%')).toBeInTheDocument();
  });

  it('keeps Donate disabled while empty, at 0 and for invalid amounts', async () => {
    const user = userEvent.setup();
    render(<DonationGoalCard {...donationInput} goal={aDonationGoal()} onDonate={() => {}} />);
    expect(donate()).toBeDisabled();
    await user.type(field(), '0');
    expect(donate()).toBeDisabled();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field());
    await user.type(field(), '15');
    expect(donate()).toBeDisabled();
    await user.clear(field());
    await user.type(field(), '200000');
    expect(donate()).toBeDisabled();
    await user.clear(field());
    await user.type(field(), '20');
    expect(donate()).toBeEnabled();
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it.each(['0', '5', '15', '100010', '10.5', 'ten'])(
    'shows %s as typed, invalid with the reason, and never rewrites or donates it',
    async (typed) => {
      const user = userEvent.setup();
      const onDonate = vi.fn();
      render(<DonationGoalCard {...donationInput} goal={aDonationGoal()} onDonate={onDonate} />);
      await user.type(field(), typed);
      await user.tab(); // leaving the field commits nothing: the text stays what was typed
      await user.type(field(), '{Enter}');

      expect(field()).toHaveValue(typed);
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(field()).toHaveAccessibleDescription(expect.stringContaining(DONATION_RULE_MESSAGE));
      expect(donate()).toBeDisabled();
      expect(onDonate).not.toHaveBeenCalled();
    },
  );

  it('donates the typed amount with Enter', async () => {
    const user = userEvent.setup();
    const onDonate = vi.fn();
    render(<DonationGoalCard {...donationInput} goal={aDonationGoal()} onDonate={onDonate} />);
    await user.type(field(), '1,000{Enter}');
    expect(onDonate).toHaveBeenCalledWith(1000);
  });

  it('steps by 10 with the arrow keys from the minimum', async () => {
    const user = userEvent.setup();
    const onDonate = vi.fn();
    render(<DonationGoalCard {...donationInput} goal={aDonationGoal()} onDonate={onDonate} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field()).toHaveValue('20');
    await user.click(donate());
    expect(onDonate).toHaveBeenCalledWith(20);
  });

  it('steps an amount off the grid to its neighbours on it, within the limits, only when asked', async () => {
    const user = userEvent.setup();
    render(<DonationGoalCard {...donationInput} goal={aDonationGoal()} onDonate={() => {}} />);
    await user.type(field(), '15{ArrowUp}');
    expect(field()).toHaveValue('20');
    await user.clear(field());
    await user.type(field(), '15{ArrowDown}');
    expect(field()).toHaveValue('10');
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveValue('10');
    await user.clear(field());
    await user.type(field(), '100000{ArrowUp}');
    expect(field()).toHaveValue('100000');
  });

  it('explains the limits', () => {
    render(<DonationGoalCard {...donationInput} goal={aDonationGoal()} onDonate={() => {}} />);
    expect(field()).toHaveAccessibleDescription('Between 10 and 100,000 Buzz, in steps of 10.');
  });

  it.each([
    ['the goal creator', { viewerIsCreator: true }],
    ['an inactive goal', { active: false }],
  ])('has no donate form for %s', (_case, overrides) => {
    render(<DonationGoalCard {...donationInput} goal={aDonationGoal(overrides)} onDonate={() => {}} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Donate' })).not.toBeInTheDocument();
    expect(screen.getByRole('meter')).toBeInTheDocument();
  });

  it('ignores submits while a donation is pending', async () => {
    const user = userEvent.setup();
    const onDonate = vi.fn();
    render(<DonationGoalCard {...donationInput} goal={aDonationGoal()} onDonate={onDonate} isPending />);
    await user.type(field(), '50{Enter}');
    expect(onDonate).not.toHaveBeenCalled();
  });
});
