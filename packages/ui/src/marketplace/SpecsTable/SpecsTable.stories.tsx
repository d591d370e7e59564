import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SpecsTable } from './SpecsTable';

const meta = {
  title: 'Marketplace/SpecsTable',
  component: SpecsTable,
  parameters: { screenshot: { widths: [360, 1280] } },
  args: {
    category: 'Cars+Bikes',
    subCategory: 'Cars',
    data: {
      brand: 'Maruti Suzuki',
      year: 2019,
      mileage: 45000,
      fuel: 'Petrol',
      transition: 'Manual',
      owner: 1,
    },
  },
} satisfies Meta<typeof SpecsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Car: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: 'Details' });
    await expect(list).toHaveTextContent('Transmission');
    await expect(list).toHaveTextContent('45,000 km');
    await expect(list).toHaveTextContent('1st owner');
  },
};

export const Bike: Story = {
  args: {
    subCategory: 'Bikes',
    data: { brand: 'Royal Enfield', year: 2021, mileage: 12500, fuel: 'Petrol', owner: 2 },
  },
};

export const House: Story = {
  args: {
    category: 'Properties',
    subCategory: 'Houses & Apartments',
    data: {
      building_type: 'Apartment',
      bedrooms: 3,
      bathrooms: 2,
      furnished: true,
      building_status: 'Ready to move',
      owner: 'Builder',
      area: 1450,
    },
  },
};

export const Job: Story = {
  args: { category: 'Jobs', subCategory: 'IT Software', data: { income_to: 85000, income_type: 'Monthly' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹85,000')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { category: 'Mobiles+Tablets', subCategory: 'Mobile Phones', data: { brand: 'Samsung' } },
};

/** Categories without a detail set (and ads with no details) render nothing at all. */
export const OtherCategory: Story = {
  args: { category: 'Furniture', subCategory: 'Sofas', data: { brand: 'Godrej' } },
  parameters: { screenshot: {} },
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** Every category with a detail set, side by side: the visual baseline. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' }}>
      <SpecsTable
        category="Cars+Bikes"
        subCategory="Cars"
        heading="Car details"
        data={{ brand: 'Hyundai', year: 2017, mileage: 68250, fuel: 'Diesel', transition: 'Automatic', owner: 3 }}
      />
      <SpecsTable
        category="Properties"
        subCategory="Houses & Apartments"
        heading="House details"
        data={{ building_type: 'Independent house', bedrooms: 4, bathrooms: 3, furnished: 'false', area: '2,400' }}
      />
      <SpecsTable
        category="Jobs"
        subCategory="Marketing"
        heading="Job details"
        data={{ income_to: 45000, income_type: 'Monthly' }}
      />
      <SpecsTable category="Mobiles+Tablets" subCategory="Tablets" heading="Tablet details" data={{ brand: 'Apple' }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(4);
    await expect(canvas.getByRole('region', { name: 'House details' })).toHaveTextContent('2,400 sq ft');
  },
};
