export { LoginModal } from './LoginModal';
export type { LoginModalProps, LoginPayload, LoginSession, OtpLoginPayload, SignupPayload } from './LoginModal';
export { loginReducer, initialLoginState, firstMessages } from './loginReducer';
export type { AccountNeed, LoginEvent, LoginFailure, LoginStage, LoginState } from './loginReducer';
export { defaultLoginText } from './loginText';
export type { LoginText } from './loginText';
