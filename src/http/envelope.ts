/** The service's response envelope: every response carries `Status` with a code and a stable errorCode. */
export interface StatusEnvelope {
  Status: { code: number; errorCode: string; message?: string };
}

export function successStatus(): StatusEnvelope['Status'] {
  return { code: 200, errorCode: 'SUCCESS' };
}

export function errorEnvelope(code: number, errorCode: string, message: string, extra: Record<string, unknown> = {}): StatusEnvelope & Record<string, unknown> {
  return { Status: { code, errorCode, message }, ...extra };
}
