import type { PageItem } from '../pages';
import type { LanguagePack, ProjectFacts } from './types';
import { ZH_AREA_TEXTS } from './zh-areas';
import { ZH_DEVELOPER_TEXTS } from './zh-developers';

const item = (title: string, text: string, extra: { value?: string; icon?: string } = {}): PageItem => ({ title, text, ...extra });
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
  pages: {
    home: {
      title: '投资迪拜房产',
      description: '来自可靠开发商的迪拜期房与现房，附付款计划、租金回报率及专业建议，专为海外投资者打造。',
      sections: [
        {
          key: 'why-invest', heading: '为什么投资迪拜',
          body: '<p>迪拜的租金回报率是全球大多数城市难以企及的；个人的租金收入和资本利得均无需缴税；期房市场受到严格监管；房产投资者还可获得居留签证。</p>',
          items: [
            item('免税收入', '个人业主无需为租金缴纳所得税，也无资本利得税。', { icon: 'Savings' }),
            item('高租金回报', '成熟区域的毛租金回报率为5-8%，以与美元挂钩的货币支付。', { icon: 'TrendingUp' }),
            item('黄金签证', '价值200万迪拉姆及以上的房产可让您和家人申请10年居留签证。', { icon: 'Badge' }),
            item('付款有保障', '期房分期款存入受RERA监管的托管账户，按施工进度拨付给开发商。', { icon: 'VerifiedUser' }),
            item('不断发展的城市', '人口增长和新增就业持续支撑强劲的租房需求。', { icon: 'Groups' }),
            item('连通全球', '拥有两座国际机场，全球三分之一的人口位于四小时航程之内。', { icon: 'Flight' }),
          ],
        },
        {
          key: 'stats', heading: '数读迪拜',
          items: [
            item('租金所得税', '适用于个人房东', { value: '0%' }),
            item('毛租金回报率', '我们覆盖区域的常见区间', { value: '5-8%' }),
            item('黄金签证门槛', '房产总价值，可为一套或多套', { value: '200万迪拉姆' }),
            item('DLD过户费', '购房时一次性支付', { value: '4%' }),
            item('最长按揭年限', '依据阿联酋中央银行规定', { value: '25年' }),
          ],
        },
        { key: 'featured-projects', heading: '精选项目', body: '<p>我们的研究团队在位置、开发商口碑和性价比方面给予高度评价的新开盘项目与已竣工楼宇精选。</p>' },
        { key: 'areas', heading: '探索迪拜社区', body: '<p>从海滨高楼到家庭别墅社区：逐区比较房价、租金回报率和物业服务费。</p>' },
        {
          key: 'how-we-help', heading: 'Oasis Invest 如何帮助您',
          items: [
            item('1. 了解您的目标', '与顾问通话，明确您的预算、时间安排，以及您追求的是租金收入、资产增值还是未来自住。', { icon: 'SupportAgent' }),
            item('2. 经过研究的候选清单', '从每平方英尺价格、付款计划、物业服务费和预期租金等方面比较三到五个项目。', { icon: 'Insights' }),
            item('3. 放心认购', '在您支付任何款项之前，我们会核查买卖协议、托管账户和广告许可。', { icon: 'Gavel' }),
            item('4. 售后服务', '交房验收、寻找租客、申请黄金签证，以及在您准备好时协助转售。', { icon: 'Key' }),
          ],
        },
        { key: 'testimonials', heading: '投资者评价', body: '<p>来自40多个国家的投资者通过我们在迪拜置业。</p>' },
      ],
    },
    'why-dubai': {
      title: '为什么投资迪拜',
      description: '免税租金收入、高回报、稳定的货币和持续增长的人口：这就是全球投资者选择迪拜房产的原因。',
      sections: [
        { key: 'intro', heading: '为投资者而建的国际都市', body: '<p>短短三十多年间，迪拜已从一个区域性贸易港口发展为全球游客最多的城市之一，也是数千家跨国公司的总部所在地。在指定的永久产权区域内，外国买家可以自由置业；市场由迪拜土地局和RERA监管，房价以与美元挂钩的货币计价。</p>' },
        {
          key: 'reasons', heading: '投资者选择迪拜的六大理由',
          items: [
            item('租金和增值均免税', '个人无需为租金缴纳所得税，出售时也无需缴纳资本利得税。', { icon: 'Savings' }),
            item('回报率高于多数国际城市', '毛租金回报率为5-8%，而伦敦、巴黎或新加坡仅为2-4%。', { icon: 'TrendingUp' }),
            item('稳定的货币', '迪拉姆自1997年起与美元挂钩。', { icon: 'AccountBalance' }),
            item('以房产获得居留', '拥有价值200万迪拉姆及以上房产的业主可获得10年黄金签证。', { icon: 'Badge' }),
            item('受监管的期房销售', '托管账户、交易登记和公开的物业服务费为买家提供保障。', { icon: 'VerifiedUser' }),
            item('安全与生活品质', '常年位居全球最安全城市之列，拥有优质的学校和医疗资源。', { icon: 'HealthAndSafety' }),
          ],
        },
        { key: 'economy', heading: '多元化的经济', body: '<p>如今石油在迪拜经济中只占很小的比重。贸易、物流、旅游、金融、科技和房地产共同推动增长，两座国际机场、全球最繁忙的港口之一以及允许外资全资经营的自由区为其提供支撑。</p><p>这种多元化对房产投资者很重要：租客来自不同行业和不同国家，从而分散了您租金收入背后的风险。</p>' },
        { key: 'lifestyle', heading: '人们向往的宜居城市', body: '<p>海滩、公园、国际学校和世界一流的医疗吸引着家庭和年轻专业人士。夏季炎热，但从十月到次年四月，温暖晴朗的天气吸引数以百万计的游客，使度假屋的入住率保持在高位。</p>' },
      ],
    },
    'dubai-vision': {
      title: '迪拜2040愿景',
      description: '《迪拜2040城市总体规划》与D33经济议程：城市将如何发展，以及这对房产投资者意味着什么。',
      sections: [
        { key: 'intro', heading: '未来二十年的蓝图', body: '<p>迪拜公开规划自己的发展。两项长期战略指明方向：决定城市如何发展、在哪里发展的《迪拜2040城市总体规划》，以及为截至2033年的十年经济设定宏伟目标的D33经济议程。</p>' },
        {
          key: 'master-plan', heading: '《迪拜2040城市总体规划》',
          body: '<p>总体规划围绕少数几个主要城市中心组织城市布局，每个中心都将住宅、就业和服务紧密结合，目标是让迪拜更绿色、更适合步行、交通更便捷。</p>',
          items: [
            item('主要城市中心', '发展集中于现有和新建的中心，包括迪拜市中心与商业湾、迪拜码头与JBR、德拉与布尔迪拜、世博城以及迪拜硅绿洲。', { icon: 'Apartment' }),
            item('更多绿地', '大幅增加公园和休闲区域，自然保护区免受开发。', { icon: 'Park' }),
            item('公共海滩', '沿海岸线为居民和游客提供更长的公共海滩。', { icon: 'BeachAccess' }),
            item('交通', '让住宅和工作岗位都在公共交通可达范围内，并建设蓝线等新地铁线路。', { icon: 'Train' }),
          ],
        },
        {
          key: 'd33', heading: 'D33经济议程',
          body: '<p>D33的目标是在截至2033年的十年内使迪拜经济规模翻一番，并跻身全球前三大城市经济体。议程包括扩大对外贸易、吸引企业和人才，以及发展数字经济和先进制造业等新兴产业的计划。</p>',
          items: [
            item('新增就业', '更大的经济需要更多人口，更多人口需要更多住房。', { icon: 'Groups' }),
            item('贸易与物流', '扩展贸易通道、港口以及阿勒马克图姆国际机场。', { icon: 'Public' }),
            item('人才', '签证计划让技术人才和企业家更容易移居迪拜。', { icon: 'EmojiEvents' }),
          ],
        },
        { key: 'investors', heading: '对投资者意味着什么', body: '<p>长期规划并不保证回报，也并非每个目标都能如期实现。但它们告诉投资者，城市打算在哪里投资交通、公共空间和就业。我们预计，位于主要城市中心内、靠近规划地铁站或临近不断扩建的南部机场的区域，需求增长将最为显著。我们的区域页面会说明每个区域在规划中的定位。</p>' },
      ],
    },
    'invest-dubai': {
      title: '如何投资迪拜房产',
      description: '谁可以购买、期房购买步骤以及需要预算的费用：面向海外投资者的实用指南。',
      sections: [
        { key: 'intro', heading: '从海外在迪拜置业', body: '<p>外国人无需居留签证或本地合伙人，即可在迪拜指定区域购买永久产权房产，且大部分流程都可以远程完成。具体流程如下。</p>' },
        {
          key: 'steps', heading: '期房购买步骤',
          items: [
            item('1. 选择项目', '与顾问一起比较开发商口碑、位置、付款计划和预期租金。', { icon: 'Search' }),
            item('2. 认购房源', '签署认购表并支付定金（通常为10-20%），同时缴纳4%的DLD费用。', { icon: 'Payments' }),
            item('3. 签署SPA', '买卖协议约定价格、付款时间表和竣工日期，可远程签署。', { icon: 'Description' }),
            item('4. Oqood登记', '交易在迪拜土地局登记，您将收到销售合同。', { icon: 'Gavel' }),
            item('5. 支付分期款', '只付入项目托管账户，按SPA约定的日期或节点支付。', { icon: 'AccountBalance' }),
            item('6. 交房与产权证', '验房、付清余款、领取钥匙并获得产权证。', { icon: 'Key' }),
          ],
        },
        {
          key: 'costs', heading: '需要预算的费用',
          items: [
            item('DLD过户费', '购房时向迪拜土地局缴纳。', { value: '4%' }),
            item('DLD行政费', '期房登记行政费。', { value: '580迪拉姆' }),
            item('中介费', '二手房适用，另加增值税；新盘通常由开发商支付。', { value: '2%' }),
            item('按揭登记费', '按贷款金额计，另加290迪拉姆，仅在贷款时产生。', { value: '0.25%' }),
            item('过户代办处费用', '现房过户适用，另加增值税。', { value: '约4,000迪拉姆' }),
            item('物业服务费', '每平方英尺每年，视楼宇而定。', { value: '10-28迪拉姆' }),
          ],
        },
        { key: 'protection', heading: '买家如何受到保护', body: '<p>开发商必须在销售前将每个期房项目在RERA登记并开设托管账户。您的付款只有在施工进度经过认证后才会拨付给开发商。每则广告都必须带有有效的Trakheesi许可编号，您可以向迪拜土地局核实。我们只推广已登记的项目，并在每个房源上展示许可编号。</p>' },
      ],
    },
    'golden-visa': {
      title: '通过房产投资获得黄金签证',
      description: '价值200万迪拉姆及以上的迪拜房产如何让您和家人获得可续签的10年阿联酋黄金签证。',
      sections: [
        { key: 'intro', heading: '面向房产业主的10年居留签证', body: '<p>阿联酋黄金签证是面向投资者、企业家和专业人才的10年期可续签居留签证。房产投资者只要在迪拜拥有超过规定价值的房产即可申请。持有人无需本地担保人，长期离开阿联酋也不会失去居留身份。</p>' },
        {
          key: 'eligibility', heading: '申请条件',
          items: [
            item('房产价值', '您在迪拜拥有价值至少200万迪拉姆的房产，可为一套或多套。', { value: '200万迪拉姆', icon: 'HomeWork' }),
            item('按揭房产', '有按揭的房产也可以申请，由银行确认您已支付的金额。', { icon: 'AccountBalance' }),
            item('期房', '经批准的开发商的期房也可以申请。须已支付的房款比例由主管部门规定，并曾多次调整：我们会在您申请前确认现行规定。', { icon: 'Apartment' }),
            item('共同持有', '共同持有的房产可以计入，但每位业主的份额须符合规定。', { icon: 'Handshake' }),
          ],
        },
        {
          key: 'benefits', heading: '签证带来的权益',
          items: [
            item('10年，可续签', '只要您继续持有符合条件的投资。', { icon: 'CalendarMonth' }),
            item('您的家人', '可为配偶和子女担保，很多情况下也可为父母担保。', { icon: 'FamilyRestroom' }),
            item('无需担保人', '您的居留身份不依赖于雇主。', { icon: 'VerifiedUser' }),
            item('境外停留', '黄金签证持有人在阿联酋境外停留的时间不受限制。', { icon: 'Flight' }),
          ],
        },
        {
          key: 'documents', heading: '所需文件',
          body: '<ul><li>以您名义登记的产权证或期房合同（Oqood）</li><li>如房产有按揭，需提供银行函件</li><li>有效期至少六个月的护照及照片</li><li>阿联酋医疗保险</li><li>在阿联酋境内完成体检及阿联酋身份证（Emirates ID）生物信息采集</li></ul><p>相关要求会不时更新。每份申请我们都会向主管部门核实最新清单。</p>',
        },
      ],
    },
    mortgages: {
      title: '迪拜按揭贷款',
      description: '阿联酋按揭如何运作：贷款价值比上限、贷款期限、还款能力规定和相关费用，并附月供计算器。',
      sections: [
        { key: 'intro', heading: '为迪拜房产融资', body: '<p>阿联酋的银行向居民发放贷款，也会更有选择地向在迪拜购房的非居民放贷。贷款业务受阿联酋中央银行监管：央行限定了相对于房产价值的最高贷款额，以及收入中可用于还款的比例。</p>' },
        {
          key: 'ltv', heading: '最高贷款价值比',
          items: [
            item('外籍人士，首套房500万迪拉姆以内', '最低首付20%', { value: '80%' }),
            item('外籍人士，首套房500万迪拉姆以上', '最低首付30%', { value: '70%' }),
            item('阿联酋公民，首套房500万迪拉姆以内', '最低首付15%', { value: '85%' }),
            item('第二套及以上住房', '外籍人士60%，阿联酋公民65%', { value: '60-65%' }),
            item('期房', '适用于所有买家', { value: '50%' }),
          ],
        },
        {
          key: 'rules', heading: '其他规定',
          body: '<ul><li>贷款期限最长25年。</li><li>外籍人士须在65岁前、阿联酋公民须在70岁前还清贷款。</li><li>每月全部债务还款合计不得超过收入的50%。</li><li>固定利率期为一至五年，之后转为与EIBOR挂钩的浮动利率。</li></ul>',
        },
        {
          key: 'costs', heading: '按揭购房的费用',
          items: [
            item('DLD过户费', '房价的4%，另加580迪拉姆', { value: '4%' }),
            item('按揭登记费', '贷款金额的0.25%，另加290迪拉姆', { value: '0.25%' }),
            item('评估费', '支付给银行指定的评估师', { value: '2,500-3,500迪拉姆' }),
            item('银行手续费', '最高为贷款金额的1%', { value: '最高1%' }),
          ],
        },
        { key: 'calculator', heading: '计算您的月供', body: '<p>输入房价、首付、利率和期限。计算器会应用中央银行的上限规定并列出全部购房费用，您还可以将结果发送给我们的按揭部门，免费比较各银行的报价。</p>' },
      ],
    },
  },
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
