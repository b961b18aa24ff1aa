// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApplicationErrorScreen } from './screens.js';

afterEach(cleanup);

class TableStateError extends Error {
  override name = 'TableStateError';
}

function Broken(): never {
  throw new TableStateError('seat 11 does not exist');
}

describe('application error screen', () => {
  it('[ERR-1] a crash shows APPLICATION ERROR, then the error name and message', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <ApplicationErrorScreen /> },
    ]);
    const original = console.error;
    console.error = () => {};
    try {
      render(<RouterProvider router={router} />);
      expect(await screen.findByText('APPLICATION ERROR')).toBeTruthy();
      expect(screen.getByText('TableStateError')).toBeTruthy();
      expect(screen.getByText('seat 11 does not exist')).toBeTruthy();
    } finally {
      console.error = original;
    }
  });
});
