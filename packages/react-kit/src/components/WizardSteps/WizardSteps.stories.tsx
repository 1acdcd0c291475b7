import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WizardSteps } from './WizardSteps';

const wizard = '/models/20/model-versions/11/wizard';

const meta = {
  title: 'Authoring/WizardSteps',
  component: WizardSteps,
  args: {
    label: 'Version setup',
    current: 2,
    steps: [
      { label: 'Details', href: `${wizard}?step=1` },
      { label: 'Files', href: `${wizard}?step=2` },
      { label: 'Images', href: `${wizard}?step=3` },
    ],
  },
} satisfies Meta<typeof WizardSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current step is marked for assistive technology; every step is a link. */
export const OnTheSecondStep: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Version setup' }));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      '1Step 1: Details',
      '2Step 2: Files',
      '3Step 3: Images',
    ]);
    await expect(nav.getByRole('link', { name: 'Step 2: Files' })).toHaveAttribute('aria-current', 'step');
    await expect(nav.getByRole('link', { name: 'Step 3: Images' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Step 1: Details' })).toHaveAttribute(
      'href',
      `${wizard}?step=1`,
    );
  },
};
