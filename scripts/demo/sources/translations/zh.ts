import type { LanguagePack, ProjectFacts } from './types';
import { ZH_PAGES } from './zh-pages';
import { ZH_EDITORIAL } from './zh-editorial';
import { ZH_AREA_TEXTS } from './zh-areas';
import { ZH_DEVELOPER_TEXTS } from './zh-developers';

const num = (n: number) => n.toLocaleString('en-US');
// 万 (10,000) is how Chinese buyers read prices; same rounding as the English "AED 1.52M" / "AED 902K".
const money = (v: number) => (v >= 1_000_000 ? `${Math.round(v / 10_000)}万迪拉姆` : `${Number((Math.round(v / 1000) / 10).toFixed(1))}万迪拉姆`);
const QUARTERS = ['第一季度', '第二季度', '第三季度', '第四季度'];
const handover = (y: number, q: number) => `${y}年${QUARTERS[q - 1]}`;

const CN = ['零', '一', '两', '三', '四', '五', '六'];
function unitName(en: string): string {
  if (en === 'Studio') return '开间';
  const m = /^(\d) Bedroom(?: (Penthouse|Villa|Townhouse|Duplex))?$/.exec(en);
  if (!m) throw new Error(`zh: unit ${en}`);
  const n = CN[Number(m[1])];
  return { Penthouse: `${n}卧顶层公寓`, Villa: `${n}卧别墅`, Townhouse: `${n}卧联排别墅`, Duplex: `${n}卧复式`, '': `${n}居室` }[m[2] ?? ''] as string;
}

const planLabel = (en: string) => en.replace('Post-handover', '交房后付款').replace('1% monthly', '每月1%').replace('Ready: ', '现房：');

const bedrooms = (f: ProjectFacts) =>
  f.bedroomsMin === f.bedroomsMax ? `${CN[f.bedroomsMin]}卧` : `${f.bedroomsMin === 0 ? '开间' : `${CN[f.bedroomsMin]}卧`}至${CN[f.bedroomsMax]}卧`;

const PLAN: LanguagePack['phrases']['planSentence'] = {
  '60/40': '买家在认购时支付20%，施工期间分四期支付40%，余下40%于交房时付清。',
  '80/20': '80/20付款计划将80%的房款分摊在施工期内，交房时支付剩余20%。',
  '70/30': '首付20%后，按施工进度分五期各付10%，交房时支付30%。',
  '50/50': '竣工前支付一半房款，交房时支付另一半，适合计划以按揭贷款支付尾款的买家。',
  '1% monthly': '首付20%后，买家连续40个月每月支付房价的1%，交房时支付40%。',
  'Post-handover 40/60': '交房前只需支付40%，其余60%在交房后三年内分期支付，大部分可由租金收入覆盖。',
  'Post-handover 50/50': '施工期间支付一半房款，另一半在交房后30个月内分五期支付。',
  ready: '楼宇已经竣工：买家支付10%定金即可锁定房源，在办理产权过户时以现金或按揭贷款付清余款。',
};

export const zh: LanguagePack = {
  pages: ZH_PAGES,
  editorial: ZH_EDITORIAL,
  settings: {
    tagline: '为海外投资者深度研究的迪拜房产',
    address: '阿拉伯联合酋长国迪拜商业湾马拉西大道Canal View Tower 2104室',
  },
  banners: {
    'home-1': { title: '放心投资迪拜房产', subtitle: '来自可靠开发商、经过研究的期房与现房，付款计划低至每月1%。', cta_label: '浏览项目' },
    'home-2': { title: '200万迪拉姆起，开启10年黄金签证', subtitle: '拥有价值200万迪拉姆及以上的房产，即可与家人一同申请阿联酋居留。', cta_label: '了解流程' },
    'home-3': { title: '5-8%的免税租金回报', subtitle: '购房前按每平方英尺价格、回报率和物业服务费比较各区域。', cta_label: '比较区域' },
    'home-4': { title: '年终新盘推介会', subtitle: '与我们的顾问在商业湾抢先了解本季新盘。', cta_label: '预约席位' },
    'project-1': { title: '期房与现房项目', subtitle: '每个房源都带有有效的Trakheesi许可及开发商的交付记录。', cta_label: '咨询顾问' },
    'area-1': { title: '找到合适的社区', subtitle: '十个区域的房价、回报率、学校和交通一览对比。', cta_label: '咨询专家' },
    'developers-1': { title: '有口碑的开发商', subtitle: '与我们合作的每家开发商的成立年份、已交付项目和准时交付记录。', cta_label: '查看项目' },
    'why-dubai-1': { title: '投资者为何选择迪拜', subtitle: '租金免税、货币与美元挂钩，人口增速位居全球前列。', cta_label: '开始投资' },
    'dubai-vision-1': { title: '迪拜2040', subtitle: '城市总体规划和D33议程如何塑造这座城市的未来二十年。', cta_label: '阅读指南' },
    'golden-visa-1': { title: '阿联酋黄金签证', subtitle: '通过房产为您和家人获得可续签的10年居留签证。', cta_label: '查询资格' },
    'invest-dubai-1': { title: '从海外在迪拜置业', subtitle: '购房步骤、费用和保障措施，由我们的顾问为您讲解。', cta_label: '下载指南' },
    'mortgages-1': { title: '居民与非居民按揭贷款', subtitle: '了解您的月供和所需现金，再由我们的按揭部门为您比较各家银行。', cta_label: '立即计算' },
    'news-blog-1': { title: '市场新闻与洞察', subtitle: '研究团队每隔几周发布的市场分析。', cta_label: '邮件订阅' },
  },
  propertyTypes: {
    apartment: '公寓', townhouse: '联排别墅', villa: '独栋别墅', penthouse: '顶层公寓', duplex: '复式公寓',
    'serviced-apartment': '服务式公寓', 'branded-residence': '品牌住宅',
  },
  amenities: {
    'Swimming pool': '游泳池', Gym: '健身房', 'Spa and sauna': '水疗与桑拿', "Children's play area": '儿童游乐区',
    'Landscaped parks': '景观公园', 'Covered parking': '室内停车场', '24/7 security': '全天候安保',
    'Private beach': '私人海滩', 'Restaurants and cafés': '餐厅与咖啡馆', 'Tennis and padel courts': '网球场与板式网球场',
    'Jogging and cycling tracks': '跑步与骑行道', 'Co-working lounge': '共享办公区', 'Pet-friendly': '可携带宠物',
    Supermarkets: '超市', 'Schools and nurseries': '学校与幼儿园', 'Clinics and hospitals': '诊所与医院',
    'Metro or tram access': '地铁或有轨电车直达', 'Golf course': '高尔夫球场', 'Marina and yacht berths': '码头与游艇泊位',
    "Residents' lounge": '住户休息室', 'Private cinema': '私人影院', 'EV charging': '电动车充电', Mosque: '清真寺',
  },
  places: {
    'Dubai Marina': '迪拜码头', 'Downtown Dubai': '迪拜市中心', 'Business Bay': '商业湾', 'Palm Jumeirah': '朱美拉棕榈岛',
    'Dubai Hills Estate': '迪拜山庄', 'Jumeirah Village Circle': '朱美拉环形村', 'Dubai Creek Harbour': '迪拜溪港',
    'Mohammed Bin Rashid City': '穆罕默德·本·拉希德城', 'Dubai South': '迪拜南城', 'Jumeirah Lake Towers': '朱美拉湖塔',
    'Marina Walk': '码头步行街', 'Marina Harbour': '码头港湾', 'The Boulevard': '林荫大道', 'Canal Front': '运河沿岸',
    'Marasi Drive': '马拉西大道', 'The Fronds': '棕榈叶岛', 'Central Park': '中央公园', 'Creek Island': '溪港岛',
    'Dubai Marina Metro Station': '迪拜码头地铁站', 'JBR Beach': 'JBR海滩',
    'Burj Khalifa/Dubai Mall Metro Station': '哈利法塔/迪拜购物中心地铁站', 'The Dubai Mall': '迪拜购物中心',
    'Business Bay Metro Station': '商业湾地铁站', 'Palm Jumeirah Monorail': '棕榈岛单轨列车站', 'Nakheel Mall': 'Nakheel购物中心',
    'Dubai Hills Mall': '迪拜山庄购物中心', 'King’s College Hospital': '国王学院医院',
    'Creek Marina': '溪港码头', 'Ras Al Khor Wildlife Sanctuary': '拉斯海尔野生动物保护区',
  },
  areas: {
    'dubai-marina': { summary: '一条3公里长的运河两岸高楼林立，一侧是海滩，另一侧是两座地铁站：全市租赁最活跃的公寓市场。' },
    'downtown-dubai': { summary: '环绕哈利法塔、迪拜购物中心和迪拜歌剧院的城市中心：顶级地段，资本增值强劲。' },
    'business-bay': { summary: '毗邻迪拜市中心、沿迪拜运河而建的高楼群：以更低的入门价格享受市中心生活，回报率更高。' },
    'palm-jumeirah': { summary: '棕榈树形状的人工岛：海滨公寓、棕榈叶上的别墅以及全市最昂贵的顶层公寓。' },
    'dubai-hills-estate': { summary: '环绕18洞高尔夫球场的绿色综合社区，配有大型购物中心、学校和医院。' },
    'jumeirah-village-circle': { summary: '由中层住宅楼和联排别墅组成的环形家庭社区，租金回报率位居迪拜前列。' },
    'dubai-creek-harbour': { summary: '位于历史悠久的迪拜溪畔、毗邻自然保护区的新滨水区，距机场仅十分钟车程。' },
    'mohammed-bin-rashid-city': { summary: '毗邻梅丹的大型新社区，拥有水晶泻湖、别墅和低层公寓。' },
    'dubai-south': { summary: '环绕阿勒马克图姆国际机场和世博城的增长走廊，入门价格是我们所列区域中最低的。' },
    'jumeirah-lake-towers': { summary: '与迪拜码头隔路相望、环绕四个人工湖的高楼群：以JLT的价格享受码头的生活方式。' },
  },
  areaTexts: ZH_AREA_TEXTS,
  developers: {
    'azure-crest-developments': { summary: '在迪拜码头、JLT和商业湾开发滨水高层住宅，以出租快的高效户型著称。' },
    'sandstone-properties': { summary: '迪拜历史最悠久的私营开发商之一，打造了林荫大道和歌剧院区周边的多座地标住宅。' },
    'meridian-gulf-developers': { summary: '中端市场开发商，在迪拜溪港和迪拜南城等增长型区域建造价格合理的公寓。' },
    'palmyra-living': { summary: '精品豪宅开发商，专注于朱美拉棕榈岛及周边的海滨公寓、顶层公寓和别墅。' },
    'horizon-line-real-estate': { summary: '专注运河畔和湖畔高楼的开发商，在商业湾和JLT拥有良好的交付记录。' },
    'al-noor-crescent-development': { summary: '家族所有的总体开发商，自1994年起打造配有泻湖、公园和学校的大型社区。' },
    'greenleaf-communities': { summary: '面向家庭的联排别墅和独栋别墅，设计注重遮阴、步行友好和较低的日常开支。' },
    'tidewater-estates': { summary: '一家较年轻的开发商，在朱美拉环形村和迪拜南城打造设计感突出的公寓楼。' },
  },
  developerTexts: ZH_DEVELOPER_TEXTS,
  projects: {
    'marina-vista-residences': {
      concept: '一座52层高楼，坐落于码头运河较为安静的南侧弯道，每套公寓都配有面向水景或开阔海景的阳台。',
      highlights: ['52层无边泳池，俯瞰阿拉伯湾', '直通码头海滨步道'],
    },
    'harbour-sails-tower': {
      concept: '一座位于码头港湾一端的38层纤细高楼，顶部呈风帆造型，专为紧凑、易出租的住宅而设计。',
      highlights: ['主体结构已封顶，外立面施工中', '为度假屋业主提供家具套餐'],
    },
    'boulevard-crest': {
      concept: '一座位于林荫大道上的60层阶梯式高楼，露台面向哈利法塔、音乐喷泉和迪拜歌剧院。',
      highlights: ['大部分住宅可观哈利法塔和喷泉景观', '40层设有空中花园和住户专属会所'],
    },
    'canal-point-tower': {
      concept: '一座位于迪拜运河畔的45层高楼，弧形玻璃幕墙顺应运河的弯道，开间和一居室专为出租而设计。',
      highlights: ['直通运河跑道', '弧形玻璃幕墙，坐享运河景观'],
    },
    'marasi-bay-heights': {
      concept: '马拉西大道上一座即将交房的30层住宅楼，运河上方设有景观裙楼平台。',
      highlights: ['完工超过90%', '裙楼公园配有儿童游乐区'],
    },
    'frond-pearl-villas': {
      concept: '七栋位于棕榈叶尖端的海滨别墅，每栋均配有私人海滩、无边泳池和地下车库。',
      highlights: ['每栋别墅均有私人海滩和无边泳池', '整个地块仅有七栋住宅'],
    },
    'parkside-greens-townhouses': {
      concept: '面向中央公园、林荫掩映的三卧和四卧联排别墅街区，每个屋顶都装有太阳能板，每户都有私家花园。',
      highlights: ['面向占地140万平方英尺的中央公园', '太阳能板降低制冷费用'],
    },
    'creek-horizon-towers': {
      concept: '溪港岛上的双子塔，隔水眺望迪拜市中心天际线，距迪拜国际机场十分钟车程。',
      highlights: ['隔迪拜溪眺望哈利法塔', '步行即达溪港海滩'],
    },
  },
  phrases: {
    money,
    num,
    unitName,
    handover,
    planLabel,
    planSentence: PLAN,
    projectDescription: (f, concept) => [
      `${concept}${f.title}由${f.developer}开发，该公司自${f.founded}年以来已交付${f.delivered}个项目，其中${f.onTime}%按时交付。`,
      `项目位于${f.area}的${f.location}。${f.areaSummary}距${f.nearby[0].name}约${f.nearby[0].minutes}分钟，距${f.nearby[1].name}约${f.nearby[1].minutes}分钟。`,
      `${bedrooms(f)}房源中仍有${f.unitsAvailable}套可售，面积${num(f.smallestSqft)}平方英尺起，价格${money(f.startingPrice)}起（约每平方英尺${num(f.pricePerSqft)}迪拉姆）。${f.units.map((u) => `${unitName(u.name)}：${num(u.from)}-${num(u.to)}平方英尺，${money(u.price)}起`).join('；')}。`,
      `${PLAN[f.plan]}${
        f.status === 'ready'
          ? `楼宇已于${handover(f.handoverYear, f.handoverQuarter)}交付，产权过户后即可出租。`
          : f.status === 'under_construction'
            ? `工程已进入后期阶段，计划于${handover(f.handoverYear, f.handoverQuarter)}交房。`
            : `计划于${handover(f.handoverYear, f.handoverQuarter)}交房。`
      }物业服务费预计为每年每平方英尺${f.serviceCharge}迪拉姆；根据${f.area}同类住宅的当前租金，我们预计毛租金回报率约为${num(f.yieldPct)}%。`,
    ],
    projectHighlights: (f) => [
      f.status === 'ready' ? '现房，可即时入住' : `${handover(f.handoverYear, f.handoverQuarter)}交房`,
      `${planLabel(f.planLabel)}付款计划`,
      `预期毛回报率约${num(f.yieldPct)}%`,
    ],
    projectSeoTitle: (f) => `${f.title}，${f.area}：价格与付款计划`,
    projectSeoDescription: (f) =>
      `${f.developer}开发的${f.area}项目${f.title}：${bedrooms(f)}住宅${money(f.startingPrice)}起，${planLabel(f.planLabel)}付款计划，${handover(f.handoverYear, f.handoverQuarter)}交房。`,
    areaSeoTitle: (name) => `${name}房产：价格、回报率与新项目`,
    areaSeoDescription: (name, ppsf, y) => `投资${name}：均价每平方英尺${num(ppsf)}迪拉姆，毛回报率约${num(y)}%，了解物业服务费及附带付款计划的期房项目。`,
    areaFigures: (ppsf, y, sc) =>
      `<h2>关键数据</h2><ul><li>平均价格：每平方英尺${num(ppsf)}迪拉姆</li><li>毛租金回报率：约${num(y)}%</li><li>物业服务费：每年每平方英尺${sc[0]}-${sc[1]}迪拉姆</li></ul>`,
    developerTrack: (d) =>
      `<h2>交付记录</h2><ul><li>成立于${d.founded}年，总部位于${d.hq.startsWith('迪拜') ? d.hq : `迪拜${d.hq}`}</li><li>已交付${d.delivered}个项目</li><li>${d.onTime}%的项目在承诺的季度或更早交付</li><li>RERA开发商注册号${d.rera}；每个期房项目均通过RERA托管账户销售</li></ul>`,
    developerClosing: (short, focus) =>
      `${short}专注于${focus}。Oasis Invest自2019年起销售其项目中的房源，可为您安排工地参观、样板房看房，以及与开发商销售总监的通话。`,
    developerSeoTitle: (name) => `${name}：项目、交付记录与价格`,
    developerSeoDescription: (name, delivered, founded, onTime) =>
      `${name}：自${founded}年以来已交付${delivered}个项目，${onTime}%按时交付。浏览其在迪拜的期房项目、价格和付款计划。`,
  },
};
