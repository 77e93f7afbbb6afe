import { AppError, ConflictError, NotFoundError } from '../../lib/errors';

export const DUPLICATE_ACCOUNT_MESSAGE =
  'An account with this phone number or email already exists. Please use different contact information or log in to your existing account.';

export class DuplicateAccountError extends ConflictError {
  constructor() {
    super(DUPLICATE_ACCOUNT_MESSAGE, 'USER.DUPLICATE');
  }
}

export class UserNotFoundError extends NotFoundError {
  constructor(message = 'User not found') {
    super(message, 'USER.NOT_FOUND');
  }
}

export class IllegalUserStateError extends AppError {
  constructor(message: string) {
    super('USER.ILLEGAL_STATE', message, 409);
  }
}
