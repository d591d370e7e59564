import { expect, type APIRequestContext } from '@playwright/test';

/** A used car in Pune posted through the API by the account of `token`; its id. */
export async function postCarAd(request: APIRequestContext, token: string, title: string, price = 350000) {
  const res = await request.post('/api/product/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      price,
      category: 'Cars+Bikes',
      sub_category: 'cars',
      city: 'Pune',
      state: 'Maharashtra',
      data: { brand: 'Maruti Suzuki', year: 2019, fuel: 'Petrol' },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}
