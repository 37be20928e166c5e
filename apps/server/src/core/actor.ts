/** Who asks: the signed-in user a service acts for. Services take the least they need of the session. */
export interface Actor {
  id: string;
}
