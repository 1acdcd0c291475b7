import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PostModerationMenu } from './PostModerationMenu';

const meta = {
  title: 'Owner and moderator/PostModerationMenu',
  component: PostModerationMenu,
  args: { username: 'alice', isPinned: false, onAction: fn() },
} satisfies Meta<typeof PostModerationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Moderate the post by alice' }));
  return within(await screen.findByRole('menu', { name: 'Moderate the post by alice' }));
};

export const Pin: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('menuitem', { name: 'Hide image' })).toBeInTheDocument();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Pin to the top' }));
    await expect(args.onAction).toHaveBeenCalledWith('pin');
  },
};

export const Unpin: Story = {
  args: { isPinned: true },
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.queryByRole('menuitem', { name: /Pin to the top/ })).not.toBeInTheDocument();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Unpin' }));
    await expect(args.onAction).toHaveBeenCalledWith('unpin');
  },
};

export const PinDisabledAtTheMaximum: Story = {
  args: { pinDisabledReason: 'The gallery already has 5 pinned posts: unpin one first' },
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const pin = menu.getByRole('menuitem', { name: /Pin to the top/ });
    await expect(pin).toHaveAttribute('aria-disabled', 'true');
    await expect(pin).toHaveTextContent('The gallery already has 5 pinned posts: unpin one first');
    await userEvent.click(pin);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const HideUser: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Hide posts by alice' }));
    await expect(args.onAction).toHaveBeenCalledWith('hideUser');
  },
};
