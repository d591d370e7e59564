import { Button, PhoneInput, TextArea, TextField, ValidationGroup, type ValidationGroupHandle } from '@haat/ui';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useApi } from '../../api/ApiProvider';
import { ApiError } from '../../api/client';
import * as contact from '../../api/contact';
import { ContactSentence } from '../../features/site/SiteValue';
import { useAddressSearch } from '../../features/addressSearch';
import { useSite } from '../../features/site/useSite';
import { usePageMeta } from '../../seo/usePageMeta';
import { fill } from '../shared/fill';
import { Card, Muted, PageTitle } from '../shared/Page';
import { contactText as text } from './contactText';

const Form = styled.form`
  display: grid;
  gap: var(--haat-space-4);
  max-width: 560px;
`;

interface Values {
  name: string;
  email: string;
  phone: string;
  message: string;
}
const empty: Values = { name: '', email: '', phone: '', message: '' };

export default function ContactPage() {
  usePageMeta({ title: text.title, description: text.description });
  const api = useApi();
  const site = useSite();
  const group = useRef<ValidationGroupHandle>(null);
  // `?ad=123` (from a removed ad's appeal link) starts the message with the ad's number.
  const adId = new URLSearchParams(useAddressSearch()).get('ad');
  const [values, setValues] = useState<Values>(() =>
    adId && /^\d{1,12}$/.test(adId) ? { ...empty, message: fill(text.appealMessage, { id: adId }) } : empty,
  );
  const [errors, setErrors] = useState<Partial<Record<keyof Values | 'non_field_errors', string>>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const set = (key: keyof Values) => (next: string) => {
    setValues((v) => ({ ...v, [key]: next }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!group.current?.validate()) return;
    setState('sending');
    try {
      await contact.send(api, values);
      setState('sent');
      setValues(empty);
    } catch (err) {
      setState('failed');
      if (err instanceof ApiError && err.status === 400) setErrors(err.fields);
    }
  }

  return (
    <section aria-labelledby="page-title">
      <PageTitle id="page-title">{text.title}</PageTitle>
      <Muted>
        <ContactSentence site={site} templates={text.intro} />
      </Muted>
      <Card>
        {state === 'sent' ? (
          <p role="status">{text.sent}</p>
        ) : (
          <ValidationGroup ref={group}>
            <Form onSubmit={submit} noValidate aria-label={text.form}>
              <TextField
                label={text.name}
                required
                value={values.name}
                onChange={set('name')}
                error={errors.name}
                autoComplete="name"
              />
              <TextField
                label={text.email}
                type="email"
                required
                value={values.email}
                onChange={set('email')}
                error={errors.email}
                autoComplete="email"
              />
              <PhoneInput
                label={text.phone}
                hint={text.phoneHint}
                defaultCountry="IN"
                value={values.phone}
                onChange={set('phone')}
                error={errors.phone}
              />
              <TextArea
                label={text.message}
                required
                value={values.message}
                onChange={set('message')}
                error={errors.message}
              />
              {errors.non_field_errors ? <p role="alert">{errors.non_field_errors}</p> : null}
              {state === 'failed' && !Object.values(errors).some(Boolean) ? <p role="alert">{text.failed}</p> : null}
              <div>
                <Button type="submit" loading={state === 'sending'}>
                  {text.send}
                </Button>
              </div>
            </Form>
          </ValidationGroup>
        )}
      </Card>
    </section>
  );
}
