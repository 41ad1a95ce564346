import type { Random } from "../sim-random";
import { BRAND } from "../traffic/beauty-catalogue";

export type TtVideo = { item_id: string; create_time: number; caption: string; share_url: string };
export type TtComment = {
  comment_id: string;
  video_id: string;
  user_id: string;
  create_time: number;
  text: string;
  likes: number;
  replies: number;
  owner: boolean;
  liked: boolean;
  pinned: boolean;
  status: "PUBLIC" | "HIDDEN";
  username: string;
  display_name: string;
  profile_image: string;
  parent_comment_id?: string;
};

const CAPTIONS = [
  "POV: you found the lip oil everyone's been asking about 🍒 #lipoil #aurelle",
  "3-step morning routine for glass skin ✨ #skincareroutine",
  "Skin tint shade match on 6 skin tones #shadematch",
  "Retinal 101: how to start without the purge #retinal",
  "Packing our travel minis for a week away ✈️",
];

/** The brand's TikTok business account, its videos and the comments Lunara polls for. */
export class TikTokWorld {
  readonly account = {
    business_id: "-000SimAurelleBeautyOpenId",
    username: BRAND.tiktok,
    display_name: BRAND.name,
    followers_count: 73_904,
    profile_image: "",
  };
  videos: TtVideo[] = [];
  comments: TtComment[] = [];
  private counter = 0;

  constructor(
    private readonly random: Random,
    private readonly now: () => Date,
  ) {
    this.reset();
  }

  reset(): void {
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    this.comments = [];
    this.videos = CAPTIONS.map((caption, i) => {
      const item_id = `73${this.random.digits(17)}`;
      return {
        item_id,
        create_time: nowSeconds - (i + 1) * 86_400 * 3,
        caption,
        share_url: `https://www.tiktok.com/@${BRAND.tiktok}/video/${item_id}`,
      };
    });
  }

  nextCommentId(): string {
    this.counter += 1;
    return `74${String(this.now().getTime()).slice(-10)}${String(this.counter).padStart(7, "0")}`;
  }
}
