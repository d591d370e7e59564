import type { Rating } from '@haat/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RatingList } from './RatingList';

const rating = (id: number, over: Partial<Rating>): Rating => ({
  id,
  stars: 5,
  text: '',
  author: { id: 100 + id, name: 'Rahul' },
  author_role: 'buyer',
  subject_id: 3,
  created_on: '2026-11-21T10:00:00Z',
  edited_on: null,
  reply: null,
  ...over,
});

const recent: Rating[] = [
  rating(1, {
    text: 'Bike exactly as in the photos. Papers ready, smooth deal.',
    reply: { text: 'Thank you Rahul, ride safe!', created_on: '2026-11-21T12:00:00Z' },
  }),
  rating(2, {
    stars: 4,
    text: 'अच्छा फ़ोन, बस बॉक्स नहीं था।',
    author: { id: 5, name: 'सुनीता देवी' },
    created_on: '2026-11-18T10:00:00Z',
  }),
  rating(3, {
    stars: 2,
    text: 'Came an hour late.',
    author: { id: 6, name: 'Meera' },
    author_role: 'seller',
    created_on: '2026-11-10T10:00:00Z',
    edited_on: '2026-11-12T10:00:00Z',
  }),
];

const meta = {
  title: 'Marketplace/RatingList',
  component: RatingList,
  args: { ratings: recent },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof RatingList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The recent five with text, newest first, with the replies. */
export const Recent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Recent ratings' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Thank you Rahul, ride safe!')).toBeVisible();
  },
};
