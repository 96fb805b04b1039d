/** An audit row's action in people's words: 'fixture.score-entered' → 'Fixture score entered' (not the stored key). */
export function actionLabel(action: string): string {
  return action.replace(/[._-]/g, ' ').replace(/^./, (first) => first.toUpperCase());
}
