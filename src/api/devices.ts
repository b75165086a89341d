import { DevicesResponse, MessageResponse } from './contract';
import { request } from './http';

const post = (path: string) => request(path, MessageResponse, { method: 'POST', body: {} });

/** The Security screen's signed-in and trusted devices (session bearer). */
export const devicesApi = {
  /** The device id names this browser among the trusted ones. */
  list: (deviceId: string) => request(`auth/devices?device_id=${encodeURIComponent(deviceId)}`, DevicesResponse),
  signOut: (sessionId: string) => post(`auth/sessions/${encodeURIComponent(sessionId)}/sign-out`),
  signOutOthers: () => post('auth/sessions/sign-out-others'),
  forget: (trustedId: string) => post(`auth/trusted-devices/${encodeURIComponent(trustedId)}/forget`),
};
