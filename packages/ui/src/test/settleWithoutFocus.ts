/**
 * Focus may move on the next frame after an upload (FileUpload's `focusSoon`): let that frame pass,
 * then blur, so the screenshot shows the settled field without a focus ring whichever way the race
 * went.
 */
export async function settleWithoutFocus() {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  (document.activeElement as HTMLElement | null)?.blur();
}
