import type { RichText } from '@telemed/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RichTextEditor } from './RichTextEditor';
import type { RichTextEditorProps } from './RichTextEditor';

/** A heading and a paragraph with a bold span and a link. */
const document: RichText = [
  { type: 'heading', runs: [{ text: 'Goals', bold: false, italic: false, href: null }] },
  {
    type: 'paragraph',
    runs: [
      { text: 'Walk ', bold: false, italic: false, href: null },
      { text: 'every day', bold: true, italic: false, href: null },
      { text: 'guide', bold: false, italic: true, href: 'https://example.org/guide' },
    ],
  },
];

/** The editor holding its document, as the program editor's machine does. */
function Editable(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.document);
  return (
    <RichTextEditor
      {...props}
      document={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/ProgramEditor/RichTextEditor',
  component: RichTextEditor,
  args: { document, onChange: fn() },
  render: (args) => <Editable {...args} />,
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blocks of typed spans; a new block is a paragraph, and what is written is a block document. */
export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add block' }));
    const texts = canvas.getAllByRole('textbox', { name: 'Text' });
    await userEvent.type(texts.at(-1) as HTMLElement, 'Rest');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      ...document,
      { type: 'paragraph', runs: [{ text: 'Rest', bold: false, italic: false, href: null }] },
    ]);
  },
};

/** The description's issue shows under the blocks. */
export const WithError: Story = {
  args: { document: [], errorMessage: 'Valid URL required' },
};
