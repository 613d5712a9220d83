"""Common given names, lower case: a name the family file does not know is still a person.

"lunch for linda and bob", "dinner with frank": people often type names without capitals,
and a word in a person's place ("for …", "with …") is read as a person when it is a known
given name. Drawn from the US Census Bureau's 1990 frequency lists of first names (public
domain; the most frequent 500 male and 700 female names) plus short forms, without the
names that are everyday words here ("will", "may", "van", "ruby", "penny"...), and
`WORLD_NAMES`: frequent given names of families from elsewhere ("priya", "wei", "fatima",
"mateo"), chosen by hand, again without everyday English words.
"""

from __future__ import annotations

_CENSUS_NAMES = frozenset(
    """
    aaron abby abel abigail abraham ada adam addie adele adeline adrian adriana adrienne agnes aida
    aiden aileen aimee al alan albert alberta alberto alejandro alex alexander alexandra alexis
    alfonso alfred alfredo alice alicia alisa alisha alison allan allen allison alma alonzo alta
    alton alvin alyssa amanda amelia amos amy ana andre andrea andres andrew andy angela angelia
    angelica angelina angeline angelo angie anita ann anna anne annette annie anthony antoinette
    antonia antonio archie arlene armando arnold arthur arturo ashley aubrey audrey aurora austin
    ava barbara barry beatrice beatriz becky belinda ben benjamin bennie benny bernadette bernard
    bernice bert bertha bessie beth bethany betsy bette bettie betty beulah beverly billie billy
    blake blanca blanche bob bobbi bobbie bobby bonita bonnie boyd brad bradford bradley brandi
    brandon brandy brenda brendan brent brett brian bridget brittany brittney brooke bruce bryan
    bryant byron caitlin caleb callie calvin cameron camille candace candice cara carl carla carlos
    carlton carmela carmen carol carole carolina caroline carolyn carrie carroll cary casey
    cassandra cassie catherine cathleen cathy cecelia cecil cecile cecilia cedric celeste celia
    cesar chad charity charlene charles charlie charlotte chelsea cheri cherie cheryl chester chloe
    chris christa christi christian christie christina christine christopher christy cindy claire
    clara clarence clarice clark claude claudette claudia clay clayton cleo clifford clifton clint
    clinton clyde cody colin colleen connie conrad constance consuelo cora corey corinne cornelius
    cory courtney craig cristina curtis cynthia dallas damon dan dana daniel danielle danny daphne
    darin darla darlene darnell darrel darrell darren darrin darryl daryl dave david dean deana
    deanna debbie debora deborah debra dee delbert delia della delores deloris dena denise dennis
    derek derrick desiree devin dewey dexter diana diane dianna dianne dina dixie dolly dolores
    domingo dominic dominick dominique donald donna donnie dora doreen doris dorothea dorothy dorthy
    doug douglas doyle duane dustin dwayne dwight earl ed eddie edgar edith edmond edmund edna
    eduardo edward edwin effie eileen elaine elbert eleanor elena elias elijah elisa elisabeth elise
    elizabeth ella ellen ellis elma elmer eloise elsa elsie elva elvira emanuel emilio emily emma
    emmett enrique eric erica erick erik erika erin erma ernest ernestine ernesto ervin esperanza
    essie estella estelle ester esther ethan ethel etta eugene eugenia eula eunice eva evan evelyn
    everett fannie fay faye felicia felipe felix fernando flora florence floyd forrest frances
    francine francis francisca francisco frank frankie franklin fred freda freddie frederick
    fredrick frieda gabriel gabriela gabrielle gail gale garrett garry gary gayle geneva genevieve
    geoffrey george georgia gerald geraldine gerard gerardo gertrude gilbert gilberto gina gladys
    glenda glenn glenna gloria goldie gordon grace gracie graciela grady grant greg gregg gregory
    gretchen guadalupe guillermo gustavo gwen gwendolyn hannah harold harper harriet harry harvey
    hattie heather hector heidi helen helena helene henrietta henry herbert herman hilda homer
    horace howard hubert hugh hugo ian ida ignacio imogene ina inez ingrid ira irene irma irvin
    irving isaac isabel isabella isabelle ismael israel iva ivan jack jackie jaclyn jacob jacqueline
    jacquelyn jaime jake james jamie jan jana jane janelle janet janette janice janie janine janis
    jared jasmine jason javier jay jayden jayne jean jeanette jeanine jeanne jeannette jeannie
    jeannine jeff jeffery jeffrey jen jenifer jenna jennie jennifer jenny jerald jeremiah jeremy
    jermaine jerome jerry jess jesse jessica jessie jesus jewell jill jillian jim jimmie jimmy jo
    joan joann joanna joanne jocelyn jodi jodie jody joe joel joey johanna john johnathan johnnie
    johnny jolene jon jonathan jonathon joni jordan jorge jose josefina joseph josephine josh joshua
    josie joyce juan juana juanita judith judy julia julian julie julio julius justin justine kara
    karen kari karin karl karla kate katharine katherine kathleen kathryn kathy katie katrina kay
    kayla keisha keith kelley kelli kellie kelly kelsey kelvin ken kendra kenneth kenny kent keri
    kerri kerry kevin kim kimberley kimberly kirk kirsten krista kristen kristi kristie kristin
    kristina kristine kristopher kristy krystal kurt kyle lacey ladonna lamar lana lance lara larry
    latasha latonya latoya laura laurel lauren laurence laurie laverne lawrence lea leah leanne lee
    leigh lela leland lena lenora leo leola leon leona leonard leroy lesley leslie lester leticia
    levi lewis liam lila lillian lillie lily linda lindsay lindsey lionel lisa liz lizzie lloyd
    logan lois lola lonnie lora loren lorena lorene lorenzo loretta lori lorie lorna lorraine lottie
    lou louis louise lourdes lowell lucas lucia lucile lucille lucinda lucy luella luis luke lula
    lupe luther luz lydia lyle lynda lynette lynn lynne mabel mable mack madeline mae maggie malcolm
    mamie mandy manuel manuela marc marcella marcia marco marcos marcus marcy margaret margarita
    margie margo margret marguerite maria marian marianne maribel marie marilyn marina mario marion
    marisa marisol marissa maritza marjorie marla marlene marlon marsha marta martha martin martina
    marty marvin mary maryann mason mathew matt matthew mattie maude maureen maurice mavis max
    maxine mayra meg megan meghan melanie melba melinda melissa melody melvin mercedes meredith
    merle mia michael micheal michele michelle miguel mike mildred millie milton mindy minnie
    miranda miriam mitchell mollie molly mona monica monique morgan morris moses muriel myra myrna
    myron myrtle nadine nancy naomi natalie natasha nathan nathaniel neal neil nell nellie nelson
    nettie nicholas nichole nick nicolas nicole nikki nina noah noel nora norma norman ola olga
    olive oliver olivia ollie omar ora orlando orville oscar otis owen pablo paige pam pamela pat
    patrica patrice patricia patrick patsy patti patty paul paula paulette pauline pedro peggy percy
    perry pete peter petra phil philip phillip phyllis polly preston priscilla rachael rachel
    rachelle rafael ralph ramiro ramon ramona randal randall randolph randy raquel raul raymond reba
    rebecca rebekah regina reginald rena rene renee rex rhonda ricardo richard rick rickey ricky
    rita rob robbie robert roberta roberto robin robyn rochelle roderick rodney rodolfo rogelio
    roger roland rolando roman ron ronald ronda ronnie roosevelt rosa rosalie rosalind rosario
    rosemarie rosemary rosetta rosie ross roxanne roy ruben rudolph rudy rufus russell ruth ryan
    sabrina sadie sallie sally salvador salvatore sam samantha sammy samuel sandra santiago santos
    sara sarah saul scott sean selma sergio seth shana shane shanna shannon shari sharon shaun
    shauna shawn shawna sheena sheila shelby sheldon shelia shelley shelly sheri sherman sherri
    sherrie sherry sheryl shirley sidney silvia simon socorro sondra sonia sonja sonya sophia sophie
    spencer stacey staci stacie stacy stanley stefanie stella stephanie stephen steve steven stewart
    stuart sue susan susana susanne susie suzanne sybil sylvester sylvia tabitha tamara tami tamika
    tammie tammy tanya tara tasha taylor ted terence teresa teri terrance terrell terrence terri
    terry thelma theodore theresa therese thomas tiffany tim timmy timothy tina toby todd tom tomas
    tommie tommy toni tonia tony tonya tracey traci tracie tracy travis trevor tricia trina trisha
    troy trudy tyler tyrone ursula valerie vanessa velma vera verna vernon veronica vicki vickie
    vicky victor victoria vincent viola virgil virginia vivian wallace walter wanda warren wayne
    wendell wendy wesley whitney wilbert wilbur wilfred willa willard william willie willis wilma
    wilson winifred winnie winston wm woodrow yolanda yvette yvonne zachary zoe
""".split()
)

WORLD_NAMES = frozenset(
    """
    aarav aarush abdul abdullah adnan ahmad ahmed aditi aditya aiko aisha akash akira alejandra
    ali aliyah amara amir amit amina ananya anika anil anjali arjun arnav aryan asha ayaan ayesha
    bilal chen chidi chloe deepa deepak dev devi dhruv diya emeka eun fatima fatma farah hamza hana
    hannah haruto hassan hiroshi hyun ibrahim imran ines isabella ishaan jia jin jiwoo kai kalani
    kavya kenji keiko kiran kofi kwame layla leila li lian liam lina ling lucas lucia luis malik
    mariam mateo mehmet mei meera min ming mohamed mohammad mohammed muhammad nadia naomi nikhil
    nisha noah nour olga omar oliver olivia priya rahul raj rajesh ravi reza rohan sakura samir
    sana sanjay santiago sebastian shreya siddharth sofia soo sunil tariq valentina vikram wei
    xin yan yara yasmin yuki yusuf zainab zara zeynep zhang zoya ethan mason elijah logan jackson
    aiden grayson isabel mia harper evelyn abigail emily ella avery scarlett madison luna aria
    """.split()
)
"""Frequent given names outside the 1990 US lists, lower case, without everyday words."""

GIVEN_NAMES = _CENSUS_NAMES | WORLD_NAMES
