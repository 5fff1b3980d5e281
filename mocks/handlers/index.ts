import { authHandlers } from './auth';
import { devHandlers } from './dev';

export const handlers = [...authHandlers, ...devHandlers];
