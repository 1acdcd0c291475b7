import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  CheckboxField,
  CheckboxGroupField,
  ChoiceField,
  NumberInputField,
  SegmentedChoice,
  TextInputField,
} from './FormFields';

const uses = [
  { id: 'None', label: 'None' },
  { id: 'Image', label: 'Sell generated images' },
  { id: 'Sell', label: 'Sell this model or merges' },
];

type Spies = {
  onName: (value: string) => void;
  onSteps: (value: number | null) => void;
  onType: (value: string) => void;
  onNsfw: (value: boolean) => void;
  onUses: (value: string[]) => void;
  onAvailability: (value: string) => void;
  error?: string;
};

/** A small form with one of each field, its values kept like a page keeps them. */
function AllFields({ error, ...spies }: Spies) {
  const [name, setName] = useState('');
  const [steps, setSteps] = useState<number | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [nsfw, setNsfw] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [availability, setAvailability] = useState('Public');
  const keep =
    <T,>(set: (value: T) => void, spy: (value: T) => void) =>
    (value: T) => {
      set(value);
      spy(value);
    };
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <TextInputField
        label="Name"
        value={name}
        onChange={keep(setName, spies.onName)}
        isRequired
        error={error}
      />
      <NumberInputField label="Steps" value={steps} onChange={keep(setSteps, spies.onSteps)} minValue={0} />
      <ChoiceField
        label="Type"
        value={type}
        options={[
          { id: 'LORA', label: 'LORA' },
          { id: 'Checkpoint', label: 'Checkpoint' },
        ]}
        onChange={keep(setType, spies.onType)}
        placeholder="Choose a type"
      />
      <CheckboxField
        isSelected={nsfw}
        onChange={keep(setNsfw, spies.onNsfw)}
        description="Shown to adults only."
      >
        Mature content
      </CheckboxField>
      <CheckboxGroupField
        label="Commercial use"
        options={uses}
        value={chosen}
        onChange={keep(setChosen, spies.onUses)}
      />
      <SegmentedChoice
        label="Availability"
        options={[
          { id: 'Public', label: 'Public' },
          { id: 'Private', label: 'Private' },
        ]}
        value={availability}
        onChange={keep(setAvailability, spies.onAvailability)}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/FormFields',
  component: AllFields,
  args: {
    onName: fn(),
    onSteps: fn(),
    onType: fn(),
    onNsfw: fn(),
    onUses: fn(),
    onAvailability: fn(),
  },
} satisfies Meta<typeof AllFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field is found by its label and reports its value. */
export const EveryField: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ink');
    await expect(args.onName).toHaveBeenLastCalledWith('Ink');
    const steps = canvas.getByRole('textbox', { name: 'Steps' });
    await userEvent.type(steps, '1200');
    await userEvent.tab();
    await expect(args.onSteps).toHaveBeenLastCalledWith(1200);
    await userEvent.clear(steps);
    await userEvent.tab();
    await expect(args.onSteps).toHaveBeenLastCalledWith(null);
    await userEvent.click(canvas.getByRole('button', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Checkpoint' }));
    await expect(args.onType).toHaveBeenLastCalledWith('Checkpoint');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Mature content/ }));
    await expect(args.onNsfw).toHaveBeenLastCalledWith(true);
    const group = canvas.getByRole('group', { name: 'Commercial use' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Sell generated images' }));
    await expect(args.onUses).toHaveBeenLastCalledWith(['Image']);
    await userEvent.click(canvas.getByRole('radio', { name: 'Private' }));
    await expect(args.onAvailability).toHaveBeenLastCalledWith('Private');
  },
};

/** Arrow keys move between the segments, as in any radio group. */
export const SegmentsByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Public' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onAvailability).toHaveBeenLastCalledWith('Private');
    await expect(canvas.getByRole('radio', { name: 'Private' })).toBeChecked();
  },
};

/** The server's refusal marks the field and is read with it. */
export const Refused: Story = {
  args: { error: 'The name is too long.' },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('The name is too long.');
  },
};
