export const headersTest = true;
