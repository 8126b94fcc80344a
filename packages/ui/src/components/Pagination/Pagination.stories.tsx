import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';
import type { PaginationProps } from './Pagination';

/** A pager that keeps its own page, as a list screen would. */
function StatefulPagination(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { total: 21, page: 1, onPageChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 21 items at the default 7 per page: three pages, no ellipsis. */
export const Basic: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(navigation).getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** Twelve pages: ellipses appear, and follow the current page. */
export const ManyPages: Story = {
  args: { total: 84, page: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pageNames = () =>
      canvas.getAllByRole('button', { name: /^Page/ }).map((button) => button.textContent);
    await expect(pageNames()).toEqual(['1', '2', '3', '4', '12']);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(pageNames()).toEqual(['1', '3', '4', '5', '12']);
    await expect(canvas.getAllByText('…')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 12' }));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

/** The examinations list passes 10 per page (platform-core §9). */
export const ExaminationsPageSize: Story = {
  args: { total: 45, pageSize: 10, page: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Page/ })).toHaveLength(5);
  },
};

export const KeyboardNavigation: Story = {
  args: { total: 35, page: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

/** Everything fits on one page: no pager at all. */
export const SinglePage: Story = {
  args: { total: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const PolishDark: Story = {
  args: { total: 84, page: 6 },
  globals: { locale: 'pl', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Paginacja' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Strona 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Następna strona' })).toBeEnabled();
  },
};
