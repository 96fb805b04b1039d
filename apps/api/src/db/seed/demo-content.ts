/** Blog posts of the demo event (Markdown). */
export const DEMO_BLOG_POSTS = [
  {
    slug: 'corporate-olympics-2026-kicks-off',
    title: 'Corporate Olympics 2026 kicks off in Bengaluru',
    excerpt: 'Twelve sports, four categories and company teams from across Bengaluru: here is what to expect this month.',
    imageUrl: '/gallery/photo-1.svg',
    author: 'Organising Committee',
    daysAgo: 1,
    bodyMarkdown: `The Corporate Olympics 2026 opened yesterday at Kanteerava Stadium with a march past of every company team.

## What's on

- **Team sports** at Kanteerava Stadium: Football, Cricket, Basketball and Volleyball.
- **Individual sports** at Koramangala Indoor Arena: Badminton, Table Tennis, Athletics and Swimming.
- **Precision sports** at Whitefield Sports Club: Chess, Carrom, Darts and Archery.

## Checking in

Open Podium on your phone, choose **Attendance Scanner** from your profile menu and point the camera at the QR code at the venue entrance. Participants are checked in at once; visitors pick the categories they came to watch.`,
  },
  {
    slug: 'acme-storm-into-the-football-final',
    title: 'Acme Corp FC storm into the football final',
    excerpt: 'A 3-1 win over Stark Industries sets up a final against Initech, who beat Globex on penalties.',
    imageUrl: '/gallery/photo-2.svg',
    author: 'Sports Desk',
    daysAgo: 0,
    bodyMarkdown: `Acme Corp FC were two goals up inside twenty minutes and never looked back against Stark Industries.

Initech FC needed penalties to get past Globex after a 2-2 draw, winning the shoot-out 5-4. The final is on the third day of the event at Kanteerava Stadium.`,
  },
  {
    slug: 'how-the-medal-tally-works',
    title: 'How the medal tally works',
    excerpt: 'Gold first, then silver, then bronze: how companies are ranked.',
    imageUrl: '/gallery/photo-6.svg',
    author: 'Organising Committee',
    daysAgo: 3,
    bodyMarkdown: `Every category awards gold, silver and bronze. Companies are ranked by golds, then silvers, then bronzes; companies level on all three share a place.`,
  },
];
