import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from './form-errors';

describe("the server's validation errors for forms", () => {
  it('gives each field its first message and keeps the rest for the form', () => {
    const error = new ApiError(400, 'Name is required', 'VALIDATION', {
      message: 'Name is required',
      errors: [
        { path: 'name', message: 'Name is required' },
        { path: 'name', message: 'Name is too long' },
        { path: 'price', message: 'Price must be at least 0' },
        { path: '', message: 'Choose a role to change' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({
      name: 'Name is required',
      price: 'Price must be at least 0',
      form: 'Choose a role to change',
    });
    expect(fieldErrorsOf(new ApiError(409, 'Code already used'))).toEqual({ form: 'Code already used' });
  });
});
