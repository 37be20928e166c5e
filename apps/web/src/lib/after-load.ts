/**
 * Runs `task` once the page has loaded and the browser is idle: for downloads the first screen
 * does not need, which must not compete with it for a phone's bandwidth.
 */
export function afterLoadWhenIdle(task: () => void) {
  // A server drawing the page loads nothing later: the browser that hydrates it does.
  if (import.meta.env.SSR) return;
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 2000));
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
