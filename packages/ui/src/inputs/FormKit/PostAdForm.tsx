/* eslint-disable i18next/no-literal-string -- a demo of the form kit for its stories (FormKit.stories.tsx), not part of the kit's API */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ValidationGroup } from '../../validation/ValidationGroup';
import { useValidationGroup } from '../../validation/useValidationGroup';
import type { DateRangeValue } from '../../validation/rules';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { DateRangePicker } from '../DateRangePicker';
import { Dropdown } from '../Dropdown';
import { FileUpload, type UploadedFile, type UploadFn } from '../FileUpload';
import { MultiSelect } from '../MultiSelect';
import { NumberInput } from '../NumberInput';
import { PhoneInput } from '../PhoneInput';
import { TagInput } from '../TagInput';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';

/**
 * A story-only form that uses every input of the kit inside one ValidationGroup, as the app's
 * "post an ad" page will. Not exported from the package.
 */
const Form = styled.form`
  display: grid;
  gap: var(--haat-space-4);
  max-width: 560px;
  padding: var(--haat-space-4);
`;

const Result = styled.p`
  margin: 0;
  font-weight: var(--haat-font-weight-semibold);
  &[data-valid='true'] {
    color: var(--haat-color-text-success);
  }
  &[data-valid='false'] {
    color: var(--haat-color-text-danger);
  }
`;

const categories = [
  { value: 'Mobiles+Tablets', label: 'Mobiles & Tablets' },
  { value: 'Cars+Bikes', label: 'Cars & Bikes' },
  { value: 'Properties', label: 'Properties' },
];
const fuels = [
  { value: 'petrol', label: 'Petrol' },
  { value: 'diesel', label: 'Diesel' },
  { value: 'cng', label: 'CNG' },
];

export interface PostAdFormProps {
  upload: UploadFn;
  today: Date;
  successDuration?: number;
}

function Fields({ upload, today, successDuration }: PostAdFormProps) {
  const group = useValidationGroup();
  const [valid, setValid] = useState<boolean>();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [fuel, setFuel] = useState<string[]>([]);
  const [keywords, setKeywords] = useState<string[]>([]);
  const [dates, setDates] = useState<DateRangeValue>({});
  const [photo, setPhoto] = useState<UploadedFile | null>(null);
  const [terms, setTerms] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setValid(group.validate());
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Post your ad">
      <TextField label="Ad title" required value={title} onChange={setTitle} />
      <Dropdown label="Category" required options={categories} value={category} onChange={setCategory} />
      <TextArea label="Description" required value={description} onChange={setDescription} />
      <NumberInput label="Price (₹)" required value={price} onChange={setPrice} />
      <PhoneInput label="Mobile" required defaultCountry="IN" rules={['mobile']} value={phone} onChange={setPhone} />
      <TextField label="Email" type="email" hint="Optional" value={email} onChange={setEmail} />
      <MultiSelect label="Fuel" required options={fuels} value={fuel} onChange={setFuel} />
      <TagInput label="Keywords" value={keywords} onChange={setKeywords} />
      <DateRangePicker
        label="Featured dates"
        required
        today={today}
        minDate={today}
        value={dates}
        onChange={setDates}
      />
      <FileUpload
        label="Photo"
        required
        accept="image/*"
        upload={upload}
        successDuration={successDuration}
        value={photo}
        onChange={setPhoto}
      />
      <Checkbox label="I accept the Terms & Conditions" rules={['terms']} value={terms} onChange={setTerms} />
      <Button type="submit" size="lg" block>
        Post Free Ad
      </Button>
      <Result role="status" data-valid={valid}>
        {valid === true && 'Your ad is ready to post.'}
        {valid === false && 'Please fix the errors above.'}
      </Result>
    </Form>
  );
}

export function PostAdForm(props: PostAdFormProps) {
  return (
    <ValidationGroup>
      <Fields {...props} />
    </ValidationGroup>
  );
}
