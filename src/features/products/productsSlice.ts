import { createEntityAdapter, createSlice, isAnyOf } from '@reduxjs/toolkit';
import { favouritesApi } from '../favourites/favouritesApi';
import { ordersApi } from '../orders/ordersApi';
import type { Product } from './products';
import { productsApi } from './productsApi';

/**
 * Every product that has arrived through any endpoint, stored once by id, so a
 * detail screen opened from a card, a search result or the library renders at
 * once. It is a copy of server data (refreshed by each fetch), never persisted.
 */
const productsAdapter = createEntityAdapter<Product, number>({ selectId: (product) => product.id });

/** Endpoints whose answer carries a `products` list. */
const receivedProductLists = isAnyOf(
  productsApi.endpoints.getProducts.matchFulfilled,
  productsApi.endpoints.getRecentlyAdded.matchFulfilled,
  productsApi.endpoints.getHomeRows.matchFulfilled,
  productsApi.endpoints.searchProducts.matchFulfilled,
  productsApi.endpoints.getRelatedProducts.matchFulfilled,
  favouritesApi.endpoints.getFavourites.matchFulfilled,
  ordersApi.endpoints.getOrders.matchFulfilled,
);

const adapterSelectors = productsAdapter.getSelectors();

export const productsSlice = createSlice({
  name: 'products',
  initialState: productsAdapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(productsApi.endpoints.getProduct.matchFulfilled, (state, action) => {
        productsAdapter.upsertOne(state, action.payload);
      })
      .addMatcher(receivedProductLists, (state, action) => {
        productsAdapter.upsertMany(state, action.payload.products);
      });
  },
  selectors: {
    selectAllProducts: adapterSelectors.selectAll,
    selectProductEntities: adapterSelectors.selectEntities,
    selectProductIds: adapterSelectors.selectIds,
    selectProductById: adapterSelectors.selectById,
  },
});

export const { selectAllProducts, selectProductEntities, selectProductIds, selectProductById } =
  productsSlice.selectors;
