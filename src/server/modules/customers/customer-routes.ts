import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerDetailSchema, customerIdParamSchema, customerListQuerySchema, customerSummarySchema, mergeCustomersInputSchema } from '#shared/customers/customers.ts';
import { addRoute, err, invalid, json, jsonBody } from '#server/http/route-spec.ts';
import { getCustomer, listCustomers, mergeCustomers, splitCustomer } from './customers.ts';

/** The Customers screen: records made from the documents, merged and split by staff. */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const customers = { tag: 'Customers' } as const;
  const noCustomer = err('no customer with this id');

  addRoute(
    app,
    {
      ...customers,
      method: 'GET',
      path: '/api/customers',
      summary: 'Customers made from the documents, newest activity first',
      description: 'Documents that share an e-mail address or a phone number are one customer; one with neither is matched by its name. ?q= searches name, phone, e-mail and address.',
      query: customerListQuerySchema,
      answers: { 200: json('the customers', z.array(customerSummarySchema)), 400: invalid },
    },
    async ({ query }) => listCustomers(db, query),
  );
  addRoute(
    app,
    {
      ...customers,
      method: 'GET',
      path: '/api/customers/:id',
      summary: 'One customer: their quotes, invoices, signatures and payments',
      params: customerIdParamSchema,
      answers: { 200: json('the customer', customerDetailSchema), 400: invalid, 404: noCustomer },
    },
    async ({ params }) => getCustomer(db, params.id),
  );
  addRoute(
    app,
    {
      ...customers,
      method: 'POST',
      path: '/api/customers/merge',
      summary: 'Merge one customer into another (kept until split)',
      body: jsonBody(mergeCustomersInputSchema, 'Merge'),
      answers: { 200: json('the merged customer', customerDetailSchema), 400: invalid, 404: noCustomer, 409: err('the two are already one customer') },
    },
    async ({ body }) => mergeCustomers(db, body),
  );
  addRoute(
    app,
    {
      ...customers,
      method: 'POST',
      path: '/api/customers/:id/split',
      summary: 'Undo the merges made by hand that joined this customer',
      params: customerIdParamSchema,
      answers: { 200: json('the customers it splits into', z.object({ ids: z.array(z.string()) })), 404: noCustomer, 409: err('the customer was not merged by hand') },
    },
    async ({ params }) => splitCustomer(db, params.id),
  );
}
