import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { hexColourSchema } from '@opentill/contract/catalogue/colour';
import { FormColourPalette } from '@/ui/form-colour-palette';

const schema = z.object({
  colour: z
    .string()
    .transform((text) => (text === '' ? null : text))
    .pipe(hexColourSchema.nullable()),
});
type Values = z.input<typeof schema>;

type HarnessProps = {
  initial: string;
  emptyChoice?: string;
  onSave: (colour: string | null) => void;
};

const Harness = ({ initial, emptyChoice, onSave }: HarnessProps) => {
  const { control, handleSubmit } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { colour: initial },
  });
  return (
    <form onSubmit={handleSubmit((values) => onSave(values.colour))}>
      <FormColourPalette
        control={control}
        name="colour"
        label="Colour"
        fallbackColour="#795548"
        emptyChoice={emptyChoice}
      />
      <button type="submit">Save</button>
    </form>
  );
};

const renderPalette = (initial: string, emptyChoice?: string) => {
  const onSave = vi.fn();
  render(<Harness initial={initial} emptyChoice={emptyChoice} onSave={onSave} />);
  return onSave;
};
const swatch = (name: string) => screen.getByRole('button', { name: `Colour ${name}` });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the colour palette field', () => {
  it('names every swatch, marks the chosen one, and saves a tapped one', async () => {
    const onSave = renderPalette('#795548');
    expect(screen.getByRole('group', { name: 'Colour' })).toBeInTheDocument();
    expect(swatch('Brown')).toHaveAttribute('aria-pressed', 'true');
    expect(swatch('Teal')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('textbox', { name: 'Hex colour' })).not.toBeInTheDocument();

    await userEvent.click(swatch('Teal'));
    expect(swatch('Teal')).toHaveAttribute('aria-pressed', 'true');
    expect(swatch('Brown')).toHaveAttribute('aria-pressed', 'false');
    await save();
    expect(onSave).toHaveBeenCalledWith('#00796b');
  });

  it('offers "no colour of its own" when asked, drawn in the fallback colour', async () => {
    const onSave = renderPalette('', 'Same as category');
    expect(swatch('Same as category')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(swatch('Red'));
    await userEvent.click(swatch('Same as category'));
    await save();
    expect(onSave).toHaveBeenCalledWith(null);
  });

  it('types a custom hex behind "Custom colour", with the spec’s message when it is not one', async () => {
    const onSave = renderPalette('#795548');
    const custom = screen.getByRole('button', { name: 'Custom colour' });
    expect(custom).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(custom);
    expect(custom).toHaveAttribute('aria-expanded', 'true');
    const hex = screen.getByRole('textbox', { name: 'Hex colour' });
    expect(hex).toHaveValue('#795548');

    await userEvent.clear(hex);
    await userEvent.type(hex, 'teal');
    await save();
    expect(await screen.findByText('Incorrect Hex Colour Format')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.clear(hex);
    await userEvent.type(hex, '#123abc');
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    await save();
    expect(onSave).toHaveBeenCalledWith('#123abc');
  });

  it('opens the custom field by itself for a colour that is not a swatch', () => {
    renderPalette('#123456');
    expect(screen.getByRole('textbox', { name: 'Hex colour' })).toHaveValue('#123456');
    expect(screen.getByRole('button', { name: 'Custom colour' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
