import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from './products';

/**
 * Every product that has arrived through any endpoint, stored once by id, so a
 * detail screen opened from a card, a search result or the library renders at
 * once. Endpoints push their rows here (receiveProducts) and keep only ids in
 * their results. It is a copy of server data, never persisted; products no
 * query holds any more are let go (productsEvicted), so it stays bounded
 * however far a list is scrolled.
 */
const productsAdapter = createEntityAdapter<Product, number>({ selectId: (product) => product.id });
const adapterSelectors = productsAdapter.getSelectors();

export const productsSlice = createSlice({
  name: 'products',
  initialState: productsAdapter.getInitialState({
    /** When each product last arrived (ms since epoch): one that just came is never let go before its query lands. */
    receivedAt: {} as Record<number, number>,
  }),
  reducers: {
    /** Products that arrived from the server; a later answer about a product replaces what was known. */
    productsReceived: {
      reducer(state, action: PayloadAction<{ products: Product[]; at: number }>) {
        productsAdapter.setMany(state, action.payload.products);
        for (const product of action.payload.products) state.receivedAt[product.id] = action.payload.at;
      },
      prepare: (products: Product[]) => ({ payload: { products, at: Date.now() } }),
    },
    /** Products no cached query refers to any more. */
    productsEvicted(state, action: PayloadAction<number[]>) {
      productsAdapter.removeMany(state, action.payload);
      for (const id of action.payload) delete state.receivedAt[id];
    },
  },
  selectors: {
    selectAllProducts: adapterSelectors.selectAll,
    selectProductEntities: adapterSelectors.selectEntities,
    selectProductIds: adapterSelectors.selectIds,
    selectProductById: adapterSelectors.selectById,
    selectProductCount: adapterSelectors.selectTotal,
  },
});

export const { productsReceived, productsEvicted } = productsSlice.actions;
export const { selectAllProducts, selectProductEntities, selectProductIds, selectProductById, selectProductCount } =
  productsSlice.selectors;
