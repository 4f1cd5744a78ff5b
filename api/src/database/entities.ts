import { Account } from '../accounts/account.entity';
import { Employee } from '../employees/employee.entity';
import { EmailToken } from '../auth/email-token.entity';
import { LoginAttempt } from '../auth/login-attempt.entity';
import { RefreshToken } from '../auth/refresh-token.entity';
import { Consigner } from '../consigners/consigner.entity';
import { Store } from '../stores/store.entity';

/** Every entity, listed once for the data source. */
export const entities = [Store, Account, Employee, Consigner, RefreshToken, EmailToken, LoginAttempt];
